"""Dataflow over Go syntax: scopes, control flow, channel uses and package summaries."""
