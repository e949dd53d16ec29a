"""Small Tenhou logs made for the tests (the real ones live in ../shared/oracle/raw/).

``GAME_XML`` is a whole four-hand hanchan written as Tenhou's server writes an mjlog: a riichi
and a ron, an exhaustive draw with the dealer tenpai (dealer repeats), a double ron with honba,
and a pao daisangen ron that busts the discarder (the game ends). Its score movements were
worked out by hand from Tenhou's rules:

E1 0 honba: Bea riichi; Cid rons Ann 3 han 40 fu = 5,200, takes the stick.
E2 0 honba: draw, Bea (dealer) and Dan tenpai: +1,500 each, -1,500 each.
E2 1 honba: Ann deals in to Cid (1 han 30 fu 1,000 +300) and Dan (2 han 30 fu 2,000); as
            Tenhou does, both <AGARI ba> state the hand's honba, though only Cid is paid it.
E3 0 honba: Dan rons Ann with daisangen, Bea liable: 16,000 each; Ann at -1,000: game over.
"""

from __future__ import annotations

from urllib.parse import quote

NAMES = ("Ann", "Bea", "シド", "Dan")


def _un() -> str:
    return " ".join(
        f'n{i}="{"".join(f"%{b:02X}" for b in name.encode())}"' for i, name in enumerate(NAMES)
    )


HANDS = [
    '<INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="1"/>'
    '<REACH who="1" step="1"/><REACH who="1" ten="250,240,250,250" step="2"/>'
    '<AGARI ba="0,1" hai="1" machi="1" ten="40,5200,0" yaku="8,1,52,2" doraHai="3" '
    'who="2" fromWho="0" sc="250,-52,240,0,250,62,250,0"/>',
    '<INIT seed="1,0,0,1,2,3" ten="198,240,312,250" oya="1" hai0="1"/>'
    '<RYUUKYOKU ba="0,0" sc="198,-15,240,15,312,-15,250,15" hai1="1" hai3="2"/>',
    '<INIT seed="1,1,0,1,2,3" ten="183,255,297,265" oya="1" hai0="1"/>'
    '<AGARI ba="1,0" hai="1" machi="1" ten="30,1000,0" yaku="8,1" doraHai="3" '
    'who="2" fromWho="0" sc="183,-13,255,0,297,13,265,0"/>'
    '<AGARI ba="1,0" hai="1" machi="1" ten="30,2000,0" yaku="8,1,54,1" doraHai="3" '
    'who="3" fromWho="0" sc="170,-20,255,0,310,0,265,20"/>',
    '<INIT seed="2,0,0,1,2,3" ten="150,255,310,285" oya="2" hai0="1"/>'
    '<AGARI ba="0,0" hai="1" machi="1" ten="30,32000,5" yakuman="39" doraHai="3" '
    'who="3" fromWho="0" paoWho="1" sc="150,-160,255,-160,310,0,285,320" '
    'owari="-10,-51.0,95,-30.0,310,11.0,605,70.0"/>',
]


def game_xml(hands: list[str] | None = None, go_type: int = 0xA9, seed: str = "fixture-1") -> str:
    body = "".join(HANDS if hands is None else hands)
    return (
        f'<mjloggm ver="2.3"><SHUFFLE seed="mt19937ar-sha512-n288-base64,{seed}" ref=""/>'
        f'<GO type="{go_type}" lobby="0"/><UN {_un()} dan="0,0,0,0" rate="1500,1500,1500,1500"'
        f' sx="M,F,M,F"/><TAIKYOKU oya="0"/>{body}</mjloggm>'
    )


GAME_XML = game_xml()
FINAL_SCORES = (-1000, 9500, 31000, 60500)
FINAL_POINTS = (-51.0, -30.0, 11.0, 70.0)


# A game that ends in a double ron at 2 honba with two riichi sticks on the table, written as
# Tenhou writes it: both <AGARI ba> state the 2 honba, only the nearest winner (Bea) is paid
# them and takes the sticks (ba "2,2"); Cid's is "2,0". Its score movements, by hand:
#
# E1 0 and 1 honba: nine terminals (abortive: the dealer stays, honba +1).
# E1 2 honba: Bea and Cid riichi; Ann deals in to Bea (daisangen, 32,000 +600, two sticks) and
#             Cid (3 han 30 fu, 3,900): Ann at -11,500, the game is over.
MULTI_RON_HANDS = [
    '<INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="1"/>'
    '<RYUUKYOKU type="yao9" ba="0,0" sc="250,0,250,0,250,0,250,0" hai0="1"/>',
    '<INIT seed="0,1,0,1,2,3" ten="250,250,250,250" oya="0" hai0="1"/>'
    '<RYUUKYOKU type="yao9" ba="1,0" sc="250,0,250,0,250,0,250,0" hai0="1"/>',
    '<INIT seed="0,2,0,1,2,3" ten="250,250,250,250" oya="0" hai0="1"/>'
    '<REACH who="1" step="1"/><REACH who="1" ten="250,240,250,250" step="2"/>'
    '<REACH who="2" step="1"/><REACH who="2" ten="250,240,240,250" step="2"/>'
    '<AGARI ba="2,2" hai="1" machi="1" ten="0,32000,5" yakuman="39" doraHai="3" '
    'who="1" fromWho="0" sc="250,-326,240,346,240,0,250,0"/>'
    '<AGARI ba="2,0" hai="1" machi="1" ten="30,3900,0" yaku="1,1,54,2" doraHai="3" '
    'who="2" fromWho="0" sc="-76,-39,586,0,240,39,250,0" '
    'owari="-115,-62.0,586,69.0,279,8.0,250,-15.0"/>',
]
MULTI_RON_XML = game_xml(MULTI_RON_HANDS, seed="fixture-multi-ron")
MULTI_RON_FINAL = (-11500, 58600, 27900, 25000)
__all__ = [
    "FINAL_POINTS",
    "FINAL_SCORES",
    "GAME_XML",
    "MULTI_RON_FINAL",
    "MULTI_RON_HANDS",
    "MULTI_RON_XML",
    "NAMES",
    "game_xml",
    "quote",
]
