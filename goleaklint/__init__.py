"""goleaklint: a static analyzer that finds goroutine leaks in Go source."""

__version__ = "0.1.0"
DOCS_BASE_URL = "https://github.com/goleaklint/goleaklint/blob"
