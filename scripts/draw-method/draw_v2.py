#!/usr/bin/env python3
"""draw/v2, written from docs/draw-method-v2.md alone, with Python's standard library only.

Reads one round as JSON on standard input:
  {"list": [...rows...], "supply": {...}, "beacon": {"chainHash", "round"} or null,
   "witnessedDigits": n or null, "beaconRandomness": "hex" or "", "witnessedNumber": "digits" or ""}
and writes every intermediate value of the method as JSON on standard output, the results in the form
of draw.json's "results".

  python3 draw_v2.py < round.json
  python3 draw_v2.py --example docs/draw-method-v2.md   (the document's worked example)
"""
import hashlib
import json
import re
import sys


def sha256(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def canonical(value):
    # 공백 없이, 모든 객체의 키를 바이트 순서로
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def tier_order(tier):
    # 작은 수가 먼저, null은 숫자가 있는 모든 행의 뒤
    return (1, 0) if tier is None else (0, tier)


def result_of(rank, supply):
    winners, reserves = supply["winners"], supply["reserves"]
    if rank <= winners:
        return {"kind": "won"}
    if rank <= winners + reserves:
        return {"kind": "reserve", "reserveNumber": rank - winners}
    return {"kind": "notWon"}


def result_text(result):
    if result["kind"] == "won":
        return "당첨"
    if result["kind"] == "reserve":
        return "예비 %d" % result["reserveNumber"]
    return "미당첨"


def tier_text(tier):
    return "null" if tier is None else str(tier)


def draw(round_):
    rows = sorted(
        (
            {
                "incomeTier": row["incomeTier"],
                "receiptNumber": row["receiptNumber"],
                "regionalTier": row["regionalTier"],
                "supplyType": row["supplyType"],
            }
            for row in round_["list"]
        ),
        key=lambda row: row["receiptNumber"].encode("utf-8"),
    )
    list_text = canonical(rows)
    list_digest = sha256(list_text)
    commitment = {
        "beacon": round_["beacon"],
        "listDigest": list_digest,
        "method": "draw/v2",
        "supply": round_["supply"],
        "witnessedDigits": round_["witnessedDigits"],
    }
    commitment_text = canonical(commitment)
    commitment_digest = sha256(commitment_text)
    seed_text = "\n".join(
        ["draw/v2", commitment_digest, round_["beaconRandomness"], round_["witnessedNumber"]]
    )
    seed = sha256(seed_text)
    keys = {}
    for row in rows:
        if row["supplyType"] not in round_["supply"]:
            raise SystemExit("%s: supply type %s has no supply" % (row["receiptNumber"], row["supplyType"]))
        keys[row["receiptNumber"]] = sha256(seed + "\n" + row["supplyType"] + "\n" + row["receiptNumber"])
    results = {}
    rank_lines = []
    for supply_type in sorted(round_["supply"], key=lambda name: name.encode("utf-8")):
        of_type = [row for row in rows if row["supplyType"] == supply_type]
        of_type.sort(
            key=lambda row: (
                tier_order(row["incomeTier"]),
                tier_order(row["regionalTier"]),
                keys[row["receiptNumber"]].encode("ascii"),
            )
        )
        results[supply_type] = []
        for index, row in enumerate(of_type):
            rank = index + 1
            result = result_of(rank, round_["supply"][supply_type])
            results[supply_type].append(
                {"receiptNumber": row["receiptNumber"], "rank": rank, "result": result}
            )
            rank_lines.append(
                " ".join(
                    [
                        supply_type,
                        str(rank),
                        row["receiptNumber"],
                        tier_text(row["incomeTier"]),
                        tier_text(row["regionalTier"]),
                        result_text(result),
                    ]
                )
            )
    return {
        "listText": list_text,
        "listDigest": list_digest,
        "commitmentText": commitment_text,
        "commitmentDigest": commitment_digest,
        "seedText": seed_text,
        "seed": seed,
        "keys": "\n".join(
            "%s %s %s" % (row["supplyType"], row["receiptNumber"], keys[row["receiptNumber"]]) for row in rows
        ),
        "ranks": "\n".join(rank_lines),
        "results": results,
    }


def example_input(document):
    # the first code block under the heading "### 예시 입력"
    with open(document, encoding="utf-8") as handle:
        text = handle.read()
    match = re.search(r"^### 예시 입력\n\n```\n(.*?)\n```", text, re.S | re.M)
    if not match:
        raise SystemExit("no worked example in %s" % document)
    return json.loads(match.group(1))


def main(argv):
    if len(argv) == 2 and argv[0] == "--example":
        round_ = example_input(argv[1])
    elif not argv:
        round_ = json.load(sys.stdin)
    else:
        print(__doc__, file=sys.stderr)
        return 2
    sys.stdout.write(json.dumps(draw(round_), ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
