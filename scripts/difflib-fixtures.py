#!/usr/bin/env python3
"""Write CPython difflib reference results for the SequenceMatcher tests.

Usage: python3 scripts/difflib-fixtures.py
Output: test/core/fixtures/difflib-cpython.json (committed; CI only reads it).

JavaScript indexes strings by UTF-16 code units and CPython by code points, so every string
case is handed to CPython as a list of one-code-unit strings. Token cases are lists of strings
and need no conversion. The inputs are deterministic: hand-picked cases plus cases from a
seeded random.Random, so rerunning the script reproduces the same file byte for byte.
"""

import difflib
import json
import random
import sys
from pathlib import Path

if sys.version_info[:2] != (3, 11):
    sys.exit(f"difflib-fixtures: expected CPython 3.11, found {sys.version.split()[0]}")

OUT = Path(__file__).resolve().parent.parent / "test" / "core" / "fixtures" / "difflib-cpython.json"
SEED = 20261130

# The same named predicates exist in test/core/support/junk.ts.
JUNK = {
    None: None,
    "space": lambda x: x == " ",
    "spaceOrTab": lambda x: x in (" ", "\t"),
    "whitespaceToken": lambda x: x != "" and all(c in " \t\n\r" for c in x),
}


def utf16_units(text):
    data = text.encode("utf-16-le", "surrogatepass")
    return [chr(int.from_bytes(data[k : k + 2], "little")) for k in range(0, len(data), 2)]


def run_case(name, a, b, isjunk=None, autojunk=True, bounds=()):
    """a, b: str (compared by UTF-16 code unit) or list of str tokens."""
    kind = "string" if isinstance(a, str) else "tokens"
    seq_a = utf16_units(a) if kind == "string" else list(a)
    seq_b = utf16_units(b) if kind == "string" else list(b)
    sm = difflib.SequenceMatcher(JUNK[isjunk], seq_a, seq_b, autojunk)
    # get_grouped_opcodes trims the cached opcodes in place, so read the opcodes first.
    opcodes = [list(op) for op in sm.get_opcodes()]
    return {
        "name": name,
        "kind": kind,
        # Strings travel as the UTF-16 code units joined back together; json escapes surrogates.
        "a": "".join(seq_a) if kind == "string" else seq_a,
        "b": "".join(seq_b) if kind == "string" else seq_b,
        "isjunk": isjunk,
        "autojunk": autojunk,
        "expected": {
            "matchingBlocks": [list(m) for m in sm.get_matching_blocks()],
            "opcodes": opcodes,
            "groupedOpcodes": [[list(op) for op in g] for g in sm.get_grouped_opcodes(3)],
            "groupedOpcodes1": [[list(op) for op in g] for g in sm.get_grouped_opcodes(1)],
            "ratio": sm.ratio(),
            "quickRatio": sm.quick_ratio(),
            "realQuickRatio": sm.real_quick_ratio(),
            "bjunk": sorted(sm.bjunk),
            "bpopular": sorted(sm.bpopular),
            "longestMatches": [
                {"bounds": list(bd), "match": list(sm.find_longest_match(*bd))} for bd in bounds
            ],
        },
    }


WORDS = (
    "the of and to in a is that for it as was with be by on not this are or from at which but have "
    "an they you were one all we can has there been if more when will would who so no model output "
    "answer test score prompt token reply user system cache retry stream latency value error"
).split()
UNICODE_BITS = ["\t", "\u00a0", "\r\n", "\n", "漢", "字", "文", "本", "😀", "🎉", "👍🏽", "é", "e\u0301", "\ud800", "\udc00", "ß"]


def random_bounds(rng, la, lb, count=3):
    out = []
    for _ in range(count):
        alo = rng.randint(0, la)
        blo = rng.randint(0, lb)
        out.append((alo, rng.randint(alo, la), blo, rng.randint(blo, lb)))
    return out


def prose(rng, words):
    return [rng.choice(WORDS) if rng.random() < 0.8 else "".join(rng.choice("xyzqkj") for _ in range(rng.randint(2, 7))) for _ in range(words)]


def edit_words(rng, words, rate):
    out = []
    for w in words:
        r = rng.random()
        if r < rate / 3:
            continue
        if r < 2 * rate / 3:
            out.append(rng.choice(WORDS))
        elif r < rate:
            out.extend([w, rng.choice(WORDS)])
        else:
            out.append(w)
    return out


def word_tokens(text):
    # Any deterministic split works here: the tokens are compared as given on both sides.
    tokens, current = [], ""
    for ch in text:
        if ch.isalnum():
            current += ch
        else:
            if current:
                tokens.append(current)
                current = ""
            tokens.append(ch)
    if current:
        tokens.append(current)
    return tokens


def cases():
    rng = random.Random(SEED)
    out = []
    # CPython test_difflib's families, and hand-picked edge cases.
    out.append(run_case("insert at start of b*100", "b" * 100, "a" + "b" * 100))
    out.append(run_case("insert in middle of b*100", "b" * 100, "b" * 50 + "a" + "b" * 50))
    out.append(run_case("delete from a*40+c+b*40", "a" * 40 + "c" + "b" * 40, "a" * 40 + "b" * 40))
    out.append(run_case("b*200 vs a+b*200 autojunk", "b" * 200, "a" + "b" * 200))
    out.append(run_case("b*200 vs a+b*200 no autojunk", "b" * 200, "a" + "b" * 200, autojunk=False))
    out.append(run_case("popular chars around the core", "dabcd", "d" * 100 + "abc" + "d" * 100, bounds=[(0, 5, 0, 203)]))
    out.append(run_case("a+b*100+c family", "a" + "b" * 100 + "c", "a" + "b" * 100 + "c" + "b" * 100))
    out.append(run_case("isjunk space", "private Thread currentThread;", "private volatile Thread currentThread;", isjunk="space"))
    out.append(run_case("isjunk leading blank", " abcd", "abcd abcd", isjunk="space", bounds=[(0, 5, 0, 9)]))
    out.append(run_case("defaults and bounds", "foo bar", "foo baz bar", bounds=[(0, 7, 0, 11), (2, 7, 4, 11), (0, 7, 0, 5), (3, 3, 2, 2)]))
    out.append(run_case("both empty", "", ""))
    out.append(run_case("a empty", "", "abc"))
    out.append(run_case("b empty", "abc", ""))
    out.append(run_case("empty token lists", [], []))
    out.append(run_case("grouped opcodes 1..40", [str(k) for k in range(1, 41)],
                        [str(k) for k in range(1, 9)] + ["i"] + [str(k) for k in range(9, 21)] + ["21x"] + [str(k) for k in range(22, 24)] + [str(k) for k in range(29, 31)] + ["31y"] + [str(k) for k in range(32, 41)]))
    special = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "__defineGetter__", "0", "length"]
    for k in range(12):
        a = [rng.choice(special + ["x", "y"]) for _ in range(rng.randint(0, 25))]
        b = [rng.choice(special + ["x", "y"]) for _ in range(rng.randint(0, 25))]
        out.append(run_case(f"object-prototype tokens {k}", a, b, bounds=random_bounds(rng, len(a), len(b))))
    # Small alphabets provoke ties in the longest-match search.
    for k in range(90):
        alphabet = rng.choice(["ab", "abc", "aab", "ab ", "abcd  "])
        a = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 40)))
        b = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 40)))
        isjunk = rng.choice([None, None, "space"])
        out.append(run_case(f"small alphabet {k}", a, b, isjunk, rng.random() < 0.5, random_bounds(rng, len(a), len(b))))
    # Around the 200-element autojunk threshold.
    for k in range(36):
        alphabet = rng.choice(["abcdefgh ", "ab", "abcdefghijklmnopqrstuvwxyz   ."])
        lb = rng.randint(195, 206)
        b = "".join(rng.choice(alphabet) for _ in range(lb))
        a = "".join(ch if rng.random() < 0.8 else rng.choice(alphabet) for ch in b[: rng.randint(150, lb)])
        out.append(run_case(f"autojunk threshold {k}", a, b, rng.choice([None, "space"]), k % 2 == 0, random_bounds(rng, len(a), len(b), 2)))
    # Prose with word edits, as strings and as tokens.
    for k in range(40):
        words = prose(rng, rng.randint(5, 45))
        edited = edit_words(rng, words, rng.choice([0.05, 0.2, 0.5]))
        a, b = " ".join(words), " ".join(edited)
        isjunk = rng.choice([None, "space"])
        autojunk = rng.random() < 0.5
        if k % 2:
            out.append(run_case(f"prose string {k}", a, b, isjunk, autojunk, random_bounds(rng, len(a), len(b), 2)))
        else:
            ta, tb = word_tokens(a), word_tokens(b)
            out.append(run_case(f"prose tokens {k}", ta, tb, "whitespaceToken" if isjunk else None, autojunk, random_bounds(rng, len(ta), len(tb), 2)))
    # Tabs, NBSP, CRLF, CJK, emoji (surrogate pairs), combining marks and lone surrogates.
    for k in range(50):
        pool = UNICODE_BITS + ["a", "b", " ", "x"]
        a = "".join(rng.choice(pool) for _ in range(rng.randint(0, 30)))
        b = "".join(ch if rng.random() < 0.7 else rng.choice(pool) for ch in a) + "".join(rng.choice(pool) for _ in range(rng.randint(0, 5)))
        ua, ub = utf16_units(a), utf16_units(b)
        out.append(run_case(f"unicode {k}", a, b, rng.choice([None, "spaceOrTab"]), rng.random() < 0.5, random_bounds(rng, len(ua), len(ub), 2)))
    # Line tokens with CRLF and blank lines.
    for k in range(16):
        lines = [rng.choice(["alpha", "beta", "", "gamma delta", "  indented", "tab\there"]) + rng.choice(["\n", "\r\n"]) for _ in range(rng.randint(0, 20))]
        edited = [ln if rng.random() < 0.75 else rng.choice(["beta\n", "\n", "new line\r\n"]) for ln in lines]
        out.append(run_case(f"line tokens {k}", lines, edited, rng.choice([None, "whitespaceToken"]), rng.random() < 0.5, random_bounds(rng, len(lines), len(edited), 2)))
    # Repetitive inputs (issue 12), as built by bench/adversarial.ts at 400 characters: every
    # longest match sits at the edge of its window, so difflib's recursion walks long runs of
    # windows that keep the same longest length. Appended last so the cases above keep their draws.
    for name, a, b in adversarial(400):
        out.append(run_case(f"repetitive {name}", a, b, autojunk=False, bounds=random_bounds(rng, len(a), len(b), 2)))
        out.append(run_case(f"repetitive {name} reversed", b, a, autojunk=False))
        out.append(run_case(f"repetitive {name} words", word_tokens(a), word_tokens(b), autojunk=False))
    return out


def repeat_to(unit, chars):
    return unit * max(1, round(chars / len(unit)))


def log_lines(chars, inserted):
    lines, length, i = [], 0, 0
    while length < chars:
        line = f"{i:05d} INFO ok\n"
        lines.append(line)
        length += len(line)
        if inserted is not None:
            lines.append(inserted)
        i += 1
    return "".join(lines)


def adversarial(chars):
    """The pairs of bench/adversarial.ts (same names, same strings)."""
    return [
        ("'the '× vs 'the cat '×", repeat_to("the ", chars), repeat_to("the cat ", chars)),
        ("'ab'× vs 'abb'×", repeat_to("ab", chars), repeat_to("abb", chars)),
        ("refusal loop vs variant", repeat_to("I am sorry, I cannot help with that. ", chars), repeat_to("I am sorry, but I cannot help with that! ", chars)),
        ("log lines vs a line inserted after each", log_lines(chars, None), log_lines(chars, "DEBUG tick\n")),
    ]


def main():
    data = {
        "generator": "scripts/difflib-fixtures.py",
        "python": sys.version.split()[0],
        "seed": SEED,
        "cases": cases(),
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="ascii")
    print(f"wrote {len(data['cases'])} cases to {OUT.relative_to(Path.cwd()) if OUT.is_relative_to(Path.cwd()) else OUT}")


if __name__ == "__main__":
    main()
