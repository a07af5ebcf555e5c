#!/usr/bin/env python3
"""Minus Twenty bot for rules/arena (see rules/arena/PROTOCOL.md): it draws
from the pile, lays its lowest card on a meld if it can, else discards it."""
import json
import sys

RANKS = "23456789TJQK"  # a ten is written T: "meld TH"


def choose(legal):
    if "draw" in legal:
        return "draw"
    melds = [m for m in legal if m.startswith("meld ")]
    return min(melds or legal, key=lambda m: RANKS.index(m.split()[1][0]))


for line in sys.stdin:  # arena closes stdin after game_end
    msg = json.loads(line)
    if msg["type"] == "hello":
        answer = {"type": "ready", "name": "examplebot"}
    elif msg["type"] == "move":
        answer = {"type": "move", "move": choose(msg["legal"])}
    else:  # error, round_end, game_end: nothing to answer
        if msg["type"] == "error":
            print("arena says:", msg["reason"], file=sys.stderr)
        continue
    print(json.dumps(answer), flush=True)  # one line per answer, flushed
