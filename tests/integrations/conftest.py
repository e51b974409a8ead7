"""The integration tests run each framework for real; only the model is faked, by the framework's own
test model or at the transport (``tests/openai_stub.py``, ``provider_stub.py``). The shared plain
Python tools are in ``catalogue.py``."""
