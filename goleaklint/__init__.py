"""goleaklint: a static analyzer that finds goroutine leaks in Go source."""

__version__ = "0.1.0"
DOCS_BASE_URL = "https://github.com/goleaklint/goleaklint/blob"
# The git ref rule-doc links point at. No release has been tagged yet, so the links follow
# the main branch; once `v<version>` tags exist this becomes f"v{__version__}", so that a
# link always shows the doc of the version that reported the finding.
DOCS_REF = "main"
