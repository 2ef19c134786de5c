#!/usr/bin/env python3
"""Differential check: `intentflow tokens` against the reference implementation (Python tiktoken) on many files.

Usage: Scripts/tokenizer-diff.py [--cli .build/release/intentflow] [--random N] [--seed S] [root...]

Counts every regular file under the roots (default: the repository, without .build and .git) and N generated files
(random code points from every plane, adversarial mixes of whitespace, marks, digits and contractions, and raw bytes
that are not valid UTF-8) with both encodings, and prints how many agree. Files are decoded as the CLI decodes them:
UTF-8 with errors="replace". Mismatching generated files are kept for inspection. Exit status 1 on any mismatch.
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from tiktoken_local import encoding  # noqa: E402

REPO = os.path.normpath(os.path.join(os.path.dirname(__file__), ".."))
ENCODINGS = ("o200k_base", "cl100k_base")
MAX_SIZE = 4 * 1024 * 1024

# Characters where tokenizers tend to disagree: every White_Space character and near-misses (U+180E, U+200B,
# U+FEFF, U+001C-1F), CR/LF, apostrophes and contraction letters including the long s, marks, digits of many scripts.
TRICKY = (
    list("\t\n\x0b\x0c\r \x85\xa0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000\u180e\u200b\ufeff\x1c\x1f")
    + list("''''sSdDmMtTlLvVrReE\u017f\u212a'\u2019")
    + list("\u0301\u0308\u064b\u0903\u20dd\ufe0f\u200d")
    + list("0123456789\u0663\u0967\u2167\u00bd\u00b2\uff11")
    + list("aZ\u00e9\u01c5\u02b0\u05d0\u4e00\u3042\uac00\u1e9e/\\!?.,;:-_=+*#@$%^&()[]{}<>|~`\"")
    + ["\U0001f600", "\U0001f3fd", "\U0001f468\u200d\U0001f469", "\U00031350", "\U0002ebf0", "\U0001e5d0"]
)


def random_text(rng, kind):
    length = rng.randint(0, 400)
    if kind == 0:  # any scalar value, any plane
        out = []
        for _ in range(length):
            plane = rng.choice((0, 0, 0, 1, 2, 3, 14, 15, 16))
            code = rng.randint(plane * 0x10000, plane * 0x10000 + 0xFFFF)
            if 0xD800 <= code <= 0xDFFF:
                code = 0x20
            out.append(chr(code))
        return "".join(out).encode("utf-8")
    if kind == 1:  # adversarial mixes
        return "".join(rng.choice(TRICKY) for _ in range(length)).encode("utf-8")
    if kind == 2:  # valid text with invalid bytes sprinkled in
        data = bytearray("".join(rng.choice(TRICKY) for _ in range(length)).encode("utf-8"))
        for _ in range(rng.randint(1, 8)):
            data.insert(rng.randint(0, len(data)), rng.choice((0x80, 0xBF, 0xC0, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xF8, 0xFF)))
        return bytes(data)
    # raw random bytes
    return bytes(rng.randrange(256) for _ in range(length))


def real_files(roots):
    for root in roots:
        for directory, subdirectories, names in os.walk(root):
            subdirectories[:] = [d for d in subdirectories if d not in (".build", ".git", ".swiftpm")]
            for name in names:
                path = os.path.join(directory, name)
                if os.path.isfile(path) and not os.path.islink(path) and os.path.getsize(path) <= MAX_SIZE:
                    if "\n" not in path:
                        yield path


def cli_counts(cli, paths, encoding_name):
    counts = {}
    for start in range(0, len(paths), 500):
        batch = paths[start : start + 500]
        result = subprocess.run(
            [cli, "tokens", "--encoding", encoding_name, "--", *batch], capture_output=True, text=True
        )
        if result.returncode not in (0,):
            print(result.stderr, file=sys.stderr)
        for line in result.stdout.splitlines():
            count, _, path = line.partition(" ")
            counts[path] = int(count)
    return counts


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cli", default=os.path.join(REPO, ".build", "release", "intentflow"))
    parser.add_argument("--random", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=6)
    parser.add_argument("roots", nargs="*", default=[REPO])
    args = parser.parse_args()

    generated = tempfile.mkdtemp(prefix="tokenizer-diff-")
    rng = random.Random(args.seed)
    paths = list(real_files(args.roots))
    real = len(paths)
    for index in range(args.random):
        path = os.path.join(generated, "random-%05d.txt" % index)
        with open(path, "wb") as f:
            f.write(random_text(rng, index % 4))
        paths.append(path)

    failures = 0
    for name in ENCODINGS:
        reference = encoding(name)
        ours = cli_counts(args.cli, paths, name)
        matched = 0
        mismatches = []
        for path in paths:
            with open(path, "rb") as f:
                text = f.read().decode("utf-8", errors="replace")
            expected = len(reference.encode_ordinary(text))
            if ours.get(path) == expected:
                matched += 1
            else:
                mismatches.append((path, ours.get(path), expected))
        failures += len(mismatches)
        print(f"{name}: {matched}/{len(paths)} files match ({real} real, {len(paths) - real} generated)")
        for path, got, expected in mismatches[:10]:
            print(f"  MISMATCH {path}: intentflow {got}, tiktoken {expected}")
    if failures:
        print(f"generated files kept in {generated}")
    else:
        for name in os.listdir(generated):
            os.remove(os.path.join(generated, name))
        os.rmdir(generated)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
