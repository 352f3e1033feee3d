# The two commands of the README: `make run` and `make test`. Each creates .venv on first use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test test-all bench lint screenshots clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(VENV)/bin/opl-tournament

# pytest's exit status 5 means "no tests collected": not a failure of the suite.
test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -n 2 -q; status=$$?; [ $$status -eq 5 ] && exit 0; exit $$status

test-all: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -n 2 -q -m ''

# Benchmarks are scripts (tests/bench/*_bench.py) that print their figures and a baseline ratio.
bench: $(STAMP)
	for script in tests/bench/*_bench.py; do QT_QPA_PLATFORM=offscreen $(PY) $$script || exit 1; done

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/lint-imports

clean:
	rm -rf $(VENV) build dist

# The frozen program (PyInstaller) and its smoke test; on Linux also the tarball. See installer/README.md.
.PHONY: installer
installer: $(STAMP)
	$(PY) -m pip install --quiet -e '.[installer]'
	$(PY) installer/build.py
