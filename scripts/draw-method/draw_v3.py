#!/usr/bin/env python3
"""draw/v3, written from docs/draw-method-v3.md alone, with Python's standard library only.

Reads one round as JSON on standard input:
  {"list": [...rows...], "supply": {...}, "beacon": {"chainHash", "publicKey", "round"},
   "witnesses": ["commitment", ...], "beaconRandomness": "hex", "beaconSignature": "hex",
   "reveals": [{"commitment", "value", "salt"}, ...],
   "schedule": {"closedAtMs", "delayHours", "genesisTime", "period"}   (optional)}
and writes every intermediate value of the method as JSON on standard output: the texts and digests, the
seed, the keys, the ranking, the results in the form of draw.json's "results", draw.json's whole text,
and "problems", what the text's checks found (empty when all hold). The drand BLS signature is not
checked here (that needs a pairing library); that its SHA-256 is the randomness is.

  python3 draw_v3.py < round.json
  python3 draw_v3.py --example docs/draw-method-v3.md   (the document's worked example)
"""
import datetime
import hashlib
import json
import re
import sys

NAME = re.compile(r"^[0-9A-Z-]+$")  # 접수번호와 공급유형 코드: 대문자, 숫자, 하이픈
HEX64 = re.compile(r"^[0-9a-f]{64}$")
VALUE = re.compile(r"^[0-9]{6}$")
SALT = re.compile(r"^[0-9a-f]{32}$")
MAX_TIER = 2147483647
MAX_SUPPLY = 10000


def sha256(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def canonical(value):
    # 공백 없이, 모든 객체의 키를 바이트 순서로; 값이 모두 ASCII라 이스케이프가 없다
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def by_bytes(text):
    return text.encode("utf-8")


def is_int(value, low, high):
    return type(value) is int and low <= value <= high


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


def witness_commitment(salt, value):
    return sha256("draw/v3 witness" + "\n" + salt + "\n" + value)


def iso(ms):
    moment = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc) + datetime.timedelta(milliseconds=ms)
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def beacon_round(schedule):
    # 7장: 정수 계산, 밀리초를 자르지 않는다
    t = schedule["closedAtMs"] + schedule["delayHours"] * 3600000
    g = schedule["genesisTime"] * 1000
    p = schedule["period"] * 1000
    r = 1 if t <= g else -(-(t - g) // p) + 1
    at = (schedule["genesisTime"] + (r - 1) * schedule["period"]) * 1000
    text = "\n".join(
        [
            "마감 시각 %d %s" % (schedule["closedAtMs"], iso(schedule["closedAtMs"])),
            "T %d %s" % (t, iso(t)),
            "회차 %d" % r,
            "공개 시각 %d %s" % (at, iso(at)),
        ]
    )
    return r, text


def domain_problems(round_):
    # 1장: 값의 모양과 범위
    problems = []
    seen = set()
    for row in round_["list"]:
        number = row["receiptNumber"]
        if not isinstance(number, str) or not NAME.match(number) or not NAME.match(str(row["supplyType"])):
            problems.append("%r is not written in capitals, digits and hyphens" % (number,))
        for tier in (row["incomeTier"], row["regionalTier"]):
            if tier is not None and not is_int(tier, 1, MAX_TIER):
                problems.append("%s has a tier that is not null or a whole number from 1" % number)
        if number in seen:
            problems.append("receipt number %s appears twice" % number)
        seen.add(number)
        if row["supplyType"] not in round_["supply"]:
            problems.append("%s is of supply type %s, which has no supply" % (number, row["supplyType"]))
    for supply_type, supply in round_["supply"].items():
        if not NAME.match(supply_type):
            problems.append("supply type %r is not a code" % supply_type)
        if not is_int(supply["winners"], 0, MAX_SUPPLY) or not is_int(supply["reserves"], 0, MAX_SUPPLY):
            problems.append(
                "the supply of %s is not two whole numbers from 0 to %d" % (supply_type, MAX_SUPPLY)
            )
    beacon = round_["beacon"]
    if not HEX64.match(beacon["chainHash"]) or not is_int(beacon["round"], 1, 2**63):
        problems.append("the beacon is not a chain hash and a round")
    if len(round_["witnesses"]) > 5 or not all(HEX64.match(w) for w in round_["witnesses"]):
        problems.append("the witnesses are not up to five 64-digit commitments")
    if len(set(round_["witnesses"])) != len(round_["witnesses"]):
        problems.append("a witness commitment appears twice")
    return problems


def draw(round_):
    problems = domain_problems(round_)
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
        key=lambda row: by_bytes(row["receiptNumber"]),
    )
    list_text = canonical(rows)
    list_digest = sha256(list_text)
    witnesses = sorted(round_["witnesses"], key=by_bytes)
    commitment = {
        "beacon": {
            "chainHash": round_["beacon"]["chainHash"],
            "publicKey": round_["beacon"]["publicKey"],
            "round": round_["beacon"]["round"],
        },
        "listDigest": list_digest,
        "method": "draw/v3",
        "supply": {
            supply_type: {"reserves": supply["reserves"], "winners": supply["winners"]}
            for supply_type, supply in round_["supply"].items()
        },
        "witnesses": witnesses,
    }
    commitment_text = canonical(commitment)
    commitment_digest = sha256(commitment_text)

    schedule_text = None
    if round_.get("schedule"):
        computed_round, schedule_text = beacon_round(round_["schedule"])
        if computed_round != round_["beacon"]["round"]:
            problems.append(
                "the schedule gives round %d, the beacon names %d" % (computed_round, round_["beacon"]["round"])
            )

    randomness = round_["beaconRandomness"]
    signature = round_["beaconSignature"]
    if not re.match(r"^(?:[0-9a-f]{2})+$", signature):
        problems.append("the signature is not hex")
    elif hashlib.sha256(bytes.fromhex(signature)).hexdigest() != randomness:
        problems.append("the randomness is not the SHA-256 of the signature")

    # 5장·8장: 약속 순서대로 하나씩, 공개되지 않은 약속은 null과 빈 값
    given = {}
    for reveal in round_.get("reveals", []):
        if reveal["commitment"] not in witnesses:
            problems.append("a reveal names %s, which was not committed" % reveal["commitment"])
        elif reveal["value"] is not None or reveal["salt"] is not None:
            given[reveal["commitment"]] = reveal
    reveals = []
    values = []
    reveal_lines = []
    for hash_ in witnesses:
        reveal = given.get(hash_)
        if reveal is None:
            reveals.append({"commitment": hash_, "salt": None, "value": None})
            values.append("")
            reveal_lines.append("%s (공개 안 함)" % hash_)
            continue
        value, salt = reveal["value"], reveal["salt"]
        well_formed = isinstance(value, str) and VALUE.match(value) and isinstance(salt, str) and SALT.match(salt)
        if not well_formed:
            problems.append("the reveal of %s is not six digits and a 32-digit salt" % hash_)
        elif witness_commitment(salt, value) != hash_:
            problems.append("the reveal of %s does not match its commitment" % hash_)
        reveals.append({"commitment": hash_, "salt": salt, "value": value})
        values.append(value)
        reveal_lines.append("%s %s" % (hash_, value))

    seed_text = "\n".join(["draw/v3", commitment_digest, randomness] + values)
    seed = sha256(seed_text)
    keys = {}
    for row in rows:
        keys[row["receiptNumber"]] = sha256(seed + "\n" + row["supplyType"] + "\n" + row["receiptNumber"])
    results = {}
    rank_lines = []
    for supply_type in sorted(round_["supply"], key=by_bytes):
        of_type = [row for row in rows if row["supplyType"] == supply_type]
        of_type.sort(
            key=lambda row: (
                tier_order(row["incomeTier"]),
                tier_order(row["regionalTier"]),
                by_bytes(keys[row["receiptNumber"]]),
            )
        )
        results[supply_type] = []
        for index, row in enumerate(of_type):
            rank = index + 1
            result = result_of(rank, round_["supply"][supply_type])
            results[supply_type].append(
                {"rank": rank, "receiptNumber": row["receiptNumber"], "result": result}
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
    draw_file = {
        "commitment": commitment,
        "commitmentDigest": commitment_digest,
        "list": rows,
        "randomness": {
            "beaconRandomness": randomness,
            "beaconRound": round_["beacon"]["round"],
            "beaconSignature": signature,
            "reveals": reveals,
        },
        "results": results,
        "seed": seed,
        "version": "draw/v3",
    }
    return {
        "scheduleText": schedule_text,
        "listText": list_text,
        "listDigest": list_digest,
        "commitmentText": commitment_text,
        "commitmentDigest": commitment_digest,
        "revealText": "\n".join(reveal_lines),
        "seedText": seed_text,
        "seed": seed,
        "keys": "\n".join(
            "%s %s %s" % (row["supplyType"], row["receiptNumber"], keys[row["receiptNumber"]]) for row in rows
        ),
        "ranks": "\n".join(rank_lines),
        "results": results,
        "drawJson": canonical(draw_file),
        "problems": problems,
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
