"""Kódem clean games (zero flags), and the same verdicts through ``judge-app check --json``.

Written from the contract (match-log.md, sections.md, cli.md) and the rulebook
(kodem-tcg-5.0.md) alone, never from the checker's code: each log is built with
the one Kódem log builder (``tests.support.kodem``) and states by hand the flags
``(seq, player, section, severity)`` the checker must report, with the reasoning
in comments. Sections may list alternatives (``"5|6.6.1"``); an anchor matches its
bare section (``5`` ≈ ``5/post``). Turn arithmetic: P1 plays the odd global turns,
P2 the even ones; a card with ``rest`` r that attacks in its owner's turn T is
available again in own turn T + 2(r + 1); a Protector first in its owner's 4th turn.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_app.cli import main as cli_main

# the builders of every file of flags by hand, for the command-line cases and the count
from tests.kodem import (  # noqa: F401
    test_activa_rapida_negar_and_links,
    test_deck_composition_flags,
    test_descansos_and_vinculo,
    test_equipment_marks_and_hiding,
    test_extincion_and_replacements,
    test_game_end_and_multiplayer_flags,
    test_phases_and_declarations,
    test_targets_pasivas_and_reveals,
)
from tests.support.kodem import (
    BUILDERS,
    Match,
    attack_turn,
    begin,
    close,
    dump_log,
    redteam,
    replay_of,
)


# =============================================================================================
# Clean games (zero flags)
# =============================================================================================
@redteam
def test_clean_long_game_every_phase() -> Match:
    """14 turns, every phase logged: attacks, equipment, Extinción in Post (including in the
    rival's turn), a Vínculo in P1's 4th turn, an optional Pasiva that heals, a hidden
    replacement later revealed."""
    m = Match()
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal", "nahui", equip="savia")   # T1 Kuma 3
    begin(m, "P2", "kuma2", "ocelo2")                                              # T2
    m.attack("kuma2", "itzal", 4)                                                  # Itzal 2
    m.phase("post", "equipo")
    m.ev("equip", equipment="obsidiana2", card="kuma2", hidden=True)
    m.phase("fin")
    attack_turn(m, "P1", "nahui", "kuma2", 1, equip="jade")                        # T3 Kuma 2
    begin(m, "P2")                                                                 # T4
    m.attack("ocelo2", "itzal", 2)                                                 # Itzal 0
    m.phase("post")
    m.ev("extinct", "P1", card="itzal", reason="life")
    m.replace("P1", "M1")                                                          # Ehécatl
    m.phase("equipo")
    m.ev("equip", equipment="velo2", card="ocelo2", hidden=False)
    m.phase("fin")
    begin(m, "P1", "tlalo")                                                        # T5
    m.attack("ehecatl", "kuma2", 3)                                                # Kuma 0
    m.phase("post")
    m.ev("extinct", "P2", card="kuma2", reason="life")
    m.replace("P2", "M1", choose=1, hidden=True)                                   # Itzal2
    m.phase("equipo")
    m.ev("equip", equipment="obsidiana", card="ehecatl", hidden=False)
    m.phase("fin")
    attack_turn(m, "P2", "itzal2", "nahui", 3, "itzal2")                           # T6 Nahui 3
    begin(m, "P1")                                                                 # T7
    m.ev("link", protector="anaya", card="tlalo")
    m.ev("damage", target="ocelo2", amount=2, kind="effect", source="anaya")       # Ocelo 4
    close(m)
    attack_turn(m, "P2", "ocelo2", "tlalo", 2)                                     # T8 Tlalo 4
    attack_turn(m, "P1", "ehecatl", "itzal2", 3)                                   # T9 Itzal2 3
    begin(m, "P2", "cuetla2", batalla=False)                                       # T10
    m.ev("pasiva", card="cuetla2", text="Cura 1 a 1 carta aliada.", optional=True)
    m.ev("heal", target="itzal2", amount=1, source="cuetla2")                      # Itzal2 4
    m.phase("batalla")
    m.attack("itzal2", "ehecatl", 3)                                               # Ehécatl 3
    close(m)
    attack_turn(m, "P1", "tlalo", "itzal2", 2, equip="velo")                       # T11 Itzal2 2
    attack_turn(m, "P2", "ocelo2", "ehecatl", 2)                                   # T12 Ehéc. 1
    begin(m, "P1")                                                                 # T13
    m.attack("ehecatl", "itzal2", 3)                                               # Itzal2 0
    m.phase("post")
    m.ev("extinct", "P2", card="itzal2", reason="life")
    m.replace("P2", "M1")                                                          # Nahui2
    m.phase("equipo", "fin")
    m.pass_turn("P2")                                                              # T14
    return m


@redteam
def test_clean_game_logging_only_busy_phases() -> Match:
    """11 turns where only the phases in which something happens are logged (k-fix 2: forward
    skips are legal). The skipped Fins still update descansos: Itzal attacks in T1, T5, T9."""
    m = Match()
    begin(m, "P1", "itzal")                          # T1
    m.attack("itzal", "kuma2", 3)                    # Kuma 3
    m.turn("P2")                                     # T2
    m.phase("previa")
    m.ev("reveal", card="ocelo2")
    m.phase("batalla")
    m.attack("ocelo2", "itzal", 2)                   # Itzal 4
    begin(m, "P1", "nahui")                          # T3
    m.attack("nahui", "kuma2", 1)                    # Kuma 2
    m.phase("equipo")
    m.ev("equip", equipment="savia", card="nahui", hidden=False)
    m.turn("P2")                                     # T4: straight to Batalla
    m.phase("batalla")
    m.attack("ocelo2", "itzal", 2)                   # Itzal 2
    m.turn("P1")                                     # T5
    m.phase("batalla")
    m.attack("itzal", "kuma2", 3)                    # Kuma 0
    m.phase("post")
    m.ev("extinct", "P2", card="kuma2", reason="life")
    m.replace("P2", "M1", hidden=True)
    m.turn("P2")                                     # T6: nothing at all
    m.turn("P1")                                     # T7
    m.phase("batalla")
    m.attack("nahui", "ocelo2", 1)                   # Ocelo 5
    m.pass_turn("P2")                                # T8
    m.turn("P1")                                     # T9
    m.phase("batalla")
    m.attack("itzal", "ocelo2", 3)                   # Ocelo 2
    m.turn("P2")                                     # T10
    m.phase("fin")
    m.turn("P1")                                     # T11
    return m


@redteam
def test_skipped_fin_still_rests_the_attacker() -> Match:
    # k-fix 2: reaching the next `turn` without `fin` runs T1's Fin: Itzal gets 1 descanso,
    # so it is resting in T3 even though no phase after Batalla was logged.
    m = Match()
    begin(m, "P1", "itzal")
    m.attack("itzal", "kuma2", 3)
    m.turn("P2")
    m.turn("P1")
    m.phase("batalla")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("5.1")
    return m


@redteam
def test_clean_game_with_tokens_marks_and_bio() -> Match:
    """12 turns: a Token replaces a card by effect and attacks, a poison mark is healed away,
    the Bio's update frees the Protector early, a rival's Activa-Rápida answers an attack,
    the Protector's effect heals to exactly full, a Token at 0 is replaced from the Mazo."""
    m = Match()
    begin(m, "P1", "itzal", "nahui", batalla=False)                                # T1
    m.ev("extinct", card="tlalo", reason="effect")
    m.ev("token", slot="M2", name="lobo1", stats={"damage": 1, "rest": 0}, by="itzal")
    m.phase("batalla")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Envenena 1 carta rival.")
    m.ev("mark", target="kuma2", mark="envenenar")
    close(m)                                            # Itzal 1, Anaya 2
    attack_turn(m, "P2", "kuma2", "nahui", 4, "kuma2")  # T2 Nahui 2; poison: Kuma 5
    attack_turn(m, "P1", "lobo1", "kuma2", 1)           # T3 Kuma 4; Itzal 0, Anaya 1
    begin(m, "P2", "cuetla2", batalla=False)                                       # T4
    m.ev("pasiva", card="cuetla2", text="Cura 1 y remueve marcas de 1 aliada.", optional=True)
    m.ev("heal", target="kuma2", amount=1, source="cuetla2")                       # Kuma 5
    m.ev("unmark", target="kuma2", mark="envenenar")
    m.phase("batalla")
    m.attack("cuetla2", "nahui", 1)                                                # Nahui 1
    close(m)                                            # no poison any more: Kuma stays 5
    begin(m, "P1", batalla=False)                                                  # T5
    m.ev("bio_extinct", update_rests=True)              # Anaya 1 → 0
    m.phase("batalla")
    m.ev("attack", card="itzal", targets=["cuetla2"], damage=3)
    m.ev("reveal", "P2", card="ocelo2")                 # a battle response
    m.ev("activa_rapida", "P2", card="ocelo2", targets=["itzal"],
         text="Activa-Rápida: si una carta aliada es atacada, daña 1 a la atacante.")
    m.ev("damage", "P2", target="itzal", amount=1, kind="effect", source="ocelo2")  # Itzal 5
    m.ev("damage", target="cuetla2", amount=3, kind="attack", source="itzal")       # Cuetla 3
    close(m)                                            # Itzal 1; Ocelo (descanso 0) 0
    attack_turn(m, "P2", "ocelo2", "lobo1", 2)          # T6 Lobo 4; Kuma 0 after T6
    begin(m, "P1")                                                                 # T7
    m.ev("link", protector="anaya", card="nahui")
    m.ev("heal", target="nahui", amount=5, source="anaya")                         # Nahui 6
    close(m)                                            # Anaya 3, Nahui 1, Itzal 0
    begin(m, "P2")                                                                 # T8
    m.attack("kuma2", "lobo1", 4)                                                  # Lobo 0
    m.phase("post")
    m.ev("extinct", "P1", card="lobo1", reason="life")
    new_m2 = m.replace("P1", "M2")                                                 # Ehécatl
    close_rest = ("equipo", "fin")
    m.phase(*close_rest)
    begin(m, "P1")                                                                 # T9
    m.attack("itzal", "cuetla2", 3)                                                # Cuetla 0
    m.phase("post")
    m.ev("extinct", "P2", card="cuetla2", reason="life")
    m.replace("P2", "M3", hidden=True)
    m.phase(*close_rest)
    m.pass_turn("P2")                                                              # T10
    attack_turn(m, "P1", new_m2, "ocelo2", 3)                                      # T11
    m.pass_turn("P2")                                                              # T12
    return m


# =============================================================================================
# The command line: the same verdicts through `judge-app check --json`
# =============================================================================================
CLI_CASES = ["test_clean_long_game_every_phase", "test_clean_game_logging_only_busy_phases",
             "test_jungla_clean_ten_turns", "test_attack_then_other_card_activa",
             "test_deck_exactly_15_adendei_is_a_warning", "test_game_end_claimed_with_nine",
             "test_rival_reveals_in_my_post", "test_extended_three_same_name_wins"]


@pytest.mark.parametrize("name", CLI_CASES)
def test_cli_check_json(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    m = BUILDERS[name]()
    path = tmp_path / "log.json"
    path.write_text(dump_log(m.to_dict()), encoding="utf-8")
    code = cli_main(["check", str(path), "--json"])
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert set(data) >= {"game", "events", "violations"}
    assert data["game"] == "kodem" and data["events"] == len(m.events)
    for v in data["violations"]:
        assert {"seq", "player", "rulebook", "section", "severity", "message"} <= set(v)
        assert v["rulebook"] == "kodem-5.0" and v["severity"] in ("error", "warning")
    assert code == (1 if m.expected else 0), err
    replay = replay_of(m)
    assert [(v["seq"], v["section"]) for v in data["violations"]] == \
        [(v.seq, v.section) for v in replay.violations]



def test_there_are_at_least_40_logs() -> None:
    assert len(BUILDERS) >= 40
