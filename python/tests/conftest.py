"""Every test talks to one `reglas serve` process (started by the package itself on first use)."""
import warnings

import pytest

warnings.filterwarnings("ignore", category=UserWarning, module="pettingzoo")
warnings.filterwarnings("ignore", category=UserWarning, module="gymnasium")


@pytest.fixture(scope="session")
def serve():
    from reglas_env import shared_serve

    return shared_serve()
