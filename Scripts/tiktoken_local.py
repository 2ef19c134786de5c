"""The reference tokenizer (Python tiktoken) built from the vocabularies vendored in this repository, offline.

Shared by tokenizer-reference.py and tokenizer-diff.py. The encodings' patterns and special tokens come from
tiktoken's own definitions (tiktoken_ext.openai_public); only the vocabulary download is replaced by the local file,
whose SHA-256 is checked exactly as tiktoken checks a download.
"""
import base64
import gzip
import hashlib
import os

import tiktoken
import tiktoken_ext.openai_public as openai_public

VOCABULARIES = os.path.join(os.path.dirname(__file__), "..", "Sources", "IntentFlowTokenizerVocabularies")


def _load_local(url, expected_hash=None):
    name = os.path.basename(url)  # e.g. o200k_base.tiktoken
    with gzip.open(os.path.join(VOCABULARIES, name + ".gz")) as f:
        data = f.read()
    if expected_hash and hashlib.sha256(data).hexdigest() != expected_hash:
        raise ValueError(f"{name}: SHA-256 mismatch")
    return {
        base64.b64decode(token): int(rank) for token, rank in (line.split() for line in data.splitlines() if line)
    }


openai_public.load_tiktoken_bpe = _load_local


def encoding(name):
    """The tiktoken Encoding for `name` (o200k_base or cl100k_base), built from the local vocabulary."""
    return tiktoken.Encoding(**getattr(openai_public, name)())
