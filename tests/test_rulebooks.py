"""The rulebook index: every section id of sections.md resolves to its real title and text."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from judge_app.cli import COMMAND_MODULES
from judge_app.cli import main as cli_main
from judge_app.games import rulebook_infos
from judge_app.resources import resource_path
from judge_app.rulebooks import (
    IndexBuildError,
    all_rulebooks,
    build_index,
    cited_section,
    fold,
    get_rulebook,
    index_path,
    is_valid_section,
    parse_rulebook,
)
from judge_app.violations import Citation

REPO = Path(__file__).resolve().parent.parent
SHIPPED_SPEC = resource_path("rulebooks", "sections.md")


def _live_spec_dir() -> Path | None:
    """Where the shared specs are: ``JUEZ_SPEC_DIR`` (a folder outside the checkout, given by
    whoever has one) or ``docs/spec``; never a guessed path outside the repository."""
    candidates = [os.environ.get("JUEZ_SPEC_DIR"), REPO / "docs" / "spec"]
    for candidate in candidates:
        if candidate and (Path(candidate) / "sections.md").is_file():
            return Path(candidate)
    return None


def _spec_text() -> str:
    live = _live_spec_dir()
    return ((live / "sections.md") if live else SHIPPED_SPEC).read_text(encoding="utf-8")


RANGE = r"`([\w.]+-[A-Z])(\d+)` … `\1(\d+)`"  # `6.7-G1` … `6.7-G17`


def spec_ids() -> dict[str, list[str]]:
    """Section ids per rulebook, read from sections.md itself (``6.7-G1`` … ``6.7-G17`` expanded).
    """
    ids: dict[str, list[str]] = {}
    current: str | None = None
    for line in _spec_text().splitlines():
        if line.startswith("## "):
            current = line[3:].strip()
            ids[current] = []
            continue
        if current is None:
            continue
        for m in re.finditer(RANGE, line):
            first, last = int(m.group(2)), int(m.group(3))
            ids[current] += [f"{m.group(1)}{n}" for n in range(first, last + 1)]
        rest = re.sub(RANGE, "", line)
        ids[current] += re.findall(r"`([^`\s]+)`", rest)
    return ids


def spec_table() -> list[tuple[str, str, str]]:
    """(rulebook id, game key, source file) rows of the table at the top of sections.md."""
    rows = re.findall(r"^\| `([^`]+)` \| `([^`]+)` \| (\S+) \|", _spec_text(), flags=re.M)
    return [(a, b, c) for a, b, c in rows]


# Words each section's real text must contain (accents and case ignored); a new id in
# sections.md needs an entry here, so the test fails until someone looks at its text.
CHARACTERISTIC: dict[str, dict[str, tuple[str, ...]]] = {
    "kodem-5.0": {
        "1.3": ("Contadores de vida",), "2.1": ("FOLIO",), "2.1.1": ("Carta Cósmica",),
        "2.2": ("VIDA MÁXIMA",), "2.2.1": ("Cháaktica",),
        "3.1": ("Cada Adendei tiene 6 puntos",), "3.2": ("12 puntos de vida máxima",),
        "3.2/vinculo": ("Vínculo", "3 descansos"), "3.3": ("colosales dragones",),
        "3.4": ("Sólo los Adendei pueden ser equipados",),
        "3.4/equipar": ("Fase de Equipo", "Coloca el equipo debajo"),
        "3.4/multiples": ("2 Ixim o 2 Rot",), "3.5": ("Zona de Bio",),
        "3.6": ("Token",), "4": ("15-24", "15-21", "CONDICIÓN DE VICTORIA"),
        "5": ("Fase Previa", "Fin de Turno"), "5.1": ("descansos", "disponible"),
        "5.2": ("Pasivas que cumplan su condición",), "5.3": ("tomará 3 cartas",),
        "6": ("EXPLÍCITAMENTE LO CONTRARIO",), "6.1": ("QUEMAR", "ENVENENAR", "ABISMAR"),
        "6.2": ("ESCALAR",), "6.3": ("DAÑO POR ATAQUE",), "6.4": ("intercambiadas",),
        "6.5": ("Daño Base",), "6.6": ("Declarar un efecto",), "6.6.1": ("una vez por turno",),
        "6.6.2": ("no descansará",), "6.6.3": ("COSTO PARCIAL",), "6.7": ("Restringir",),
        "7": ("Mazo por energías",), "8.1": ("JUNGLA",), "8.2": ("50 cartas", "Zotz"),
        "9": ("Vivificar",),
        "6.7-G1": ("mismo nombre, arte",), "6.7-G2": ("fondo del Mazo",),
        "6.7-G3": ("ajena al jugador",), "6.7-G4": ("4.1", "4.4"),
        "6.7-G5": ("reveladas en el campo",), "6.7-G6": ("estadísticas base",),
        "6.7-G7": ("resolver la declaración de su ataque",),
        "6.7-G8": ("ocultas no podrán resolver efectos",),
        "6.7-G9": ("tipo de carta en específico",), "6.7-G10": ("turno anterior",),
        "6.7-G11": ("carta en mano",), "6.7-G12": ("ignorando las restricciones",),
        "6.7-G13": ("misma marca",), "6.7-G14": ("8 turnos",),
        "6.7-G15": ("olvidó actualizar",), "6.7-G16": ("juez",),
        "6.7-G17": ("no se pueden revelar",),
        "6.7-T1": ("declarar ataques",), "6.7-T2": ("declaración de efectos",),
        "6.7-T3": ("Restricción para ocultar",), "6.7-T4": ("enviar a Extinción",),
        "6.7-T5": ("Restricción para equipar",), "6.7-T6": ("actualizar descansos",),
        "6.7-T7": ("vincular",), "6.7-T8": ("resolver Efectos", "negaciones"),
        "6.7-P1": ("no resolverá", "no podrá equiparse", "deberá descansar"),
        "6.7-P2": ("notificarlo",), "6.7-P3": ("siguiente turno",),
        "6.7-P4": ("retroceden",), "6.7-P5": ("prescriba",),
        "6.7-P6": ("amonestación verbal", "descalificación"),
        "5/previa": ("Pasar turno",), "5/batalla": ("Orden de resolución", "RESPUESTA RIVAL"),
        "5/post": ("Primero se envía a Extinción",), "5/equipo": ("puede equipar",),
        "5/fin": ("Actualización de descansos",),
        "6.6.2/opcionales": ("Fase Previa una vez por turno",),
        "6.6.2/rapidas": ("en respuesta a revelación",),
    },
    "kingdom-estrategia": {
        "3.1": ("30 cartas", "siete (7)", "por error"), "3.1.1": ("primera en resolver",),
        "3.1.2": ("Aumento", "Reducción", "redondeando hacia abajo"),
        "3.2": ("coronado",), "3.3": ("acciones estratégicas",), "3.4": ("distancia",),
    },
    "codigos": {
        "objetivo": ("MEDALLA",), "preparacion": ("comodines",), "soldado": ("soldado",),
        "comienza": ("poder es de 4",), "acciones": ("2 acciones", "SEGUNDO LUGAR"),
        "codigo-expuesto": ("COMODIN por CODIGO",), "codigos-ocultos": ("boca abajo",),
        "revelar-y-puntuacion": ("2 puntos extras",), "final": ("ganador",),
        "excepciones": ("COMODIN BLOQUEADO",),
    },
    "totems": {
        "anatomia": ("nivel de poder",), "habilidades": ("horizontal",),
        "descubrir": ("se llama descubrir",), "espada": ("sumar sus niveles",),
        "escudo": ("inmunidad",), "ojo": ("puede descubrir",), "suma": ("robar una carta",),
        "objetivo": ("Destruir todos",), "preparacion": ("7 cartas",),
        "turno": ("robando", "una de las siguientes 4 acciones"),
        "reponer": ("4 Tótems",), "atacar": ("igual o superior",),
        "intercambio": ("Intercambiar",), "descarte": ("robar otra",),
        "fin-de-turno": ("máximo de 6", "más de dos veces por turno"),
        "fin-de-la-partida": ("empate",),
    },
    "digimon-hc": {
        "mazo": ("30 cartas", "3 copias", "nivel 3", "100 puntos"),
        "actualizacion": ("6 cartas en mano",),
        "digitalizacion": ("requerimientos digitalizadores",),
        "entrenamiento": ("caja de entrenamiento",), "preparacion": ("instalar",),
        "evolucion": ("caja evolutiva",), "batalla": ("ataque C", "intercalada"),
        "puntuacion": ("puntos escalares",),
    },
}


# ----------------------------------------------------------------- the contract of sections.md

def test_the_spec_lists_every_rulebook_with_its_sections() -> None:
    ids = spec_ids()
    assert list(ids) == [info.id for info in rulebook_infos()]
    assert len(ids["kodem-5.0"]) > 70  # the ranges were expanded
    assert "6.7-G17" in ids["kodem-5.0"] and "6.7-P6" in ids["kodem-5.0"]


def test_the_five_rulebooks_follow_the_table_of_sections_md() -> None:
    rows = spec_table()
    assert [(r.info.id, r.info.game, r.info.source_file) for r in all_rulebooks()] == rows
    for rulebook in all_rulebooks():
        assert (resource_path("rulebooks", rulebook.info.source_file)).is_file()


@pytest.mark.parametrize(
    ("rulebook_id", "section_id"),
    [(rb, sid) for rb, ids in spec_ids().items() for sid in ids],
)
def test_every_section_of_sections_md_resolves_to_its_real_text(
    rulebook_id: str, section_id: str
) -> None:
    section = get_rulebook(rulebook_id).section(section_id)
    assert section.id == section_id and section.rulebook == rulebook_id
    assert section.title.strip()
    assert len(section.text) >= 60, section.text
    words = CHARACTERISTIC[rulebook_id].get(section_id)
    assert words, f"add characteristic words for {rulebook_id} §{section_id} to this test"
    for word in words:
        assert fold(word) in fold(section.text), f"{rulebook_id} §{section_id} lacks {word!r}"
    assert is_valid_section(rulebook_id, section_id)
    assert cited_section(Citation(rulebook_id, section_id)) == section


def test_no_section_is_a_table_of_contents_line() -> None:
    for rulebook in all_rulebooks():
        for section in rulebook:
            assert "|" not in section.text, f"{rulebook.id} §{section.id}"
            assert not re.search(r"\.{4,}", section.text), f"{rulebook.id} §{section.id}"
    # Kódem's contents list "Vínculo Odémico | 8": the anchor is the body, not that line.
    vinculo = get_rulebook("kodem-5.0").section("3.2/vinculo")
    assert vinculo.text.startswith("Durante la Fase de Batalla, si tu Protector está disponible")


# ----------------------------------------------------------------- Kódem's structure

def test_kodem_titles_are_as_printed() -> None:
    kodem = get_rulebook("kodem-5.0")
    titles = {sid: kodem.section(sid).title for sid in (
        "6.7-P1", "6.7-G4", "6.7-T8", "3.2", "3.4", "5.1", "5", "6.2", "5/batalla", "3.2/vinculo",
        "3.4/multiples", "6.6.2/rapidas", "1")}
    assert titles == {
        "6.7-P1": "Penalizaciones por incumplir Restricciones — 1",
        "6.7-G4": "Generalidades de las Restricciones e Interacciones — 4",
        "6.7-T8": "Tipos de Restricciones — 8",
        "3.2": "Protector",
        "3.4": "Equipos: Ixim y Rot",
        "5.1": "Descansos",
        "5": "Fases del Turno",
        "6.2": "Cambios de Estadísticas",
        "5/batalla": "Fase de Batalla",
        "3.2/vinculo": "Vínculo Odémico",
        "3.4/multiples": "Equipos Múltiples",
        "6.6.2/rapidas": "Pasivas-Rápidas",
        "1": "¿Qué es Kódem TCG®?",
    }


def test_kodem_has_every_numbered_heading_in_order_with_parents() -> None:
    kodem = get_rulebook("kodem-5.0")
    numbered = [s.id for s in kodem if re.fullmatch(r"[\d.]+", s.id)]
    assert numbered[:4] == ["1", "1.2", "1.3", "2"]
    assert numbered[-4:] == ["8", "8.1", "8.2", "9"]
    keys = [tuple(int(p) for p in sid.split(".")) for sid in numbered]
    assert keys == sorted(keys)
    assert len(numbered) == 36  # 1, 1.2, 1.3, 2 … 9: every numbered heading of the book
    assert kodem.section("6.7-P1").parent == "6.7"
    assert kodem.section("5/batalla").parent == "5"
    assert kodem.section("6.6.2/opcionales").parent == "6.6.2"
    assert kodem.section("3.1").parent == "3"
    assert kodem.section("6.6.2").parent == "6.6"
    assert kodem.section("9").parent is None
    for rulebook in all_rulebooks():
        ids = [s.id for s in rulebook]
        assert len(ids) == len(set(ids)), rulebook.id
        for section in rulebook:
            assert section.parent is None or section.parent in rulebook, (rulebook.id, section.id)


def test_kodem_67_items_are_numbered_like_the_book() -> None:
    kodem = get_rulebook("kodem-5.0")
    for suffix, count in (("G", 17), ("T", 8), ("P", 6)):
        items = [s for s in kodem if s.id.startswith(f"6.7-{suffix}")]
        assert [s.id for s in items] == [f"6.7-{suffix}{n}" for n in range(1, count + 1)]
        for n, item in enumerate(items, start=1):
            assert item.text.startswith(f"{n}. ")
    # The picture caption printed before item 4 does not end up in item 3.
    t3 = kodem.section("6.7-T3").text
    assert "enviar a Extinción" not in t3 and "Ejemplo de carta" not in t3
    # 6.7 itself keeps everything, from its introduction to the last penalty.
    whole = kodem.section("6.7").text
    assert whole.startswith("Existen situaciones en el juego")
    assert "descalificación" in whole and "¿CÓMO ARMAR" not in whole


def test_kodem_anchors_stop_at_the_next_heading() -> None:
    kodem = get_rulebook("kodem-5.0")
    assert "FASE POST" not in kodem.section("5/batalla").text
    assert "CRITERIOS DE RESOLUCIÓN" not in kodem.section("5/fin").text
    assert "EQUIPOS COMPATIBLES" not in kodem.section("3.4/equipar").text
    assert "Pasivas-Rápidas:" not in kodem.section("6.6.2/opcionales").text
    assert kodem.section("5/inicio").text.startswith("Comienza el turno del jugador.")
    # §9 ends with the glossary, not with the publisher's contact details.
    assert "admin@kodem.com.mx" not in kodem.section("9").text
    # A numbered heading with no text of its own lists the sections under it.
    assert kodem.section("3").text.splitlines()[0] == "3.1 Adendei"


def test_markdown_noise_is_removed_but_words_are_kept() -> None:
    kodem = get_rulebook("kodem-5.0")
    assert "**" not in kodem.section("1.3").text
    limited = kodem.section("8.2").text
    assert "Zotz, Absorción de Energía — 0" in limited and "<p>" not in limited
    # Kingdom's web page broke sentences around its links.
    assert "los valores de las tirada de ataque y/o tirada de defensa de un combatiente." in (
        get_rulebook("kingdom-estrategia").section("3.1.2").text
    )
    # The scan's bullets stay separate actions.
    acciones = get_rulebook("codigos").section("acciones").text
    assert "\n\ne ENCARTAR:" in acciones and "\n\ne SOLDADO:" in acciones
    # Tótems prints the outcome of an attack (and the two-attack limit) after the
    # end-of-turn box; both sections carry it.
    totems = get_rulebook("totems")
    assert "dos veces por turno" in totems.section("atacar").text
    assert totems.section("atacar").parent == "turno"


# ----------------------------------------------------------------- lookup and search

def test_unknown_ids_are_key_errors() -> None:
    kodem = get_rulebook("kodem-5.0")
    with pytest.raises(KeyError, match=r"3\.4/xyz"):
        kodem.section("3.4/xyz")  # only listed anchors exist; no fallback to 3.4
    with pytest.raises(KeyError, match="kodem"):
        get_rulebook("kodem")
    with pytest.raises(KeyError):
        cited_section(Citation("kodem-5.0", "6.7-G18"))
    assert not is_valid_section("kodem-5.0", "3.4/xyz")
    assert not is_valid_section("nope", "1")
    assert get_rulebook("kodem-5.0") is get_rulebook("kodem-5.0")


def test_search_ignores_accents_and_case_and_ranks_the_section_about_it_first() -> None:
    kodem = get_rulebook("kodem-5.0")
    found = kodem.search("vinculo")
    assert found[0].id == "3.2/vinculo"
    assert [s.id for s in kodem.search("VÍNCULO")] == [s.id for s in found]
    assert kodem.search("descansos")[0].id == "5.1"
    assert kodem.search("fase de batalla")[0].id == "5/batalla"
    assert kodem.search("penalizacion")[0].id.startswith("6.7-P")
    assert kodem.search("6.7-P1")[0].id == "6.7-P1"
    assert "3.4/equipar" in [s.id for s in kodem.search("equip oculto")]
    assert kodem.search("zzzz") == [] and kodem.search("  ") == []
    # Every result contains every word.
    for section in kodem.search("extincion protector"):
        assert "extincion" in fold(section.text + section.title)
        assert "protector" in fold(section.text + section.title)
    assert get_rulebook("totems").search("espada")[0].id == "espada"
    assert get_rulebook("codigos").search("soldado")[0].id == "soldado"


# ----------------------------------------------------------------- the committed files

@pytest.mark.parametrize("rulebook_id", [info.id for info in rulebook_infos()])
def test_committed_index_is_rebuilt_identically(rulebook_id: str) -> None:
    committed = index_path(rulebook_id).read_text(encoding="utf-8")
    assert build_index(rulebook_id) == committed, "run scripts/build_rulebook_index.py"
    assert json.loads(committed)["rulebook"] == rulebook_id


def test_shipped_texts_and_spec_are_the_shared_ones() -> None:
    live = _live_spec_dir()
    if live is None:  # a checkout without the shared folder: the shipped copies are the truth
        assert SHIPPED_SPEC.is_file()
        return
    assert SHIPPED_SPEC.read_text(encoding="utf-8") == (live / "sections.md").read_text(
        encoding="utf-8"
    ), "copy shared/spec/sections.md to resources/rulebooks/"
    shared_books = live.parent / "rulebooks"
    for info in rulebook_infos():
        shipped = resource_path("rulebooks", info.source_file).read_bytes()
        assert shipped == (shared_books / info.source_file).read_bytes(), info.source_file


def test_attribution_names_every_rulebook_and_edition() -> None:
    text = resource_path("rulebooks", "ATTRIBUTION.md").read_text(encoding="utf-8")
    for info in rulebook_infos():
        assert f"`{info.id}`" in text and info.source_file in text
    for edition in ("Libro de Reglas Oficial 5.0 (May 2025)", "Runestone Games",
                    '"Mazo de Estrategia"', '"Reglas del Juego"', "Adendei Entretenimiento"):
        assert edition in text


def test_a_source_that_no_longer_fits_its_layout_fails_the_build() -> None:
    source = resource_path("rulebooks", "kodem-tcg-5.0.md").read_text(encoding="utf-8")
    with pytest.raises(IndexBuildError, match="FASE POST"):
        parse_rulebook("kodem-5.0", source.replace("FASE POST:", "FASE POSTERIOR:"))
    with pytest.raises(IndexBuildError, match=r"6\.7-P"):
        parse_rulebook("kodem-5.0", source.replace("\n6. En torneos oficiales", "\nEn torneos"))
    totems = resource_path("rulebooks", "totems.md").read_text(encoding="utf-8")
    with pytest.raises(IndexBuildError, match="matches 2 lines"):
        parse_rulebook("totems", totems + "\n## HABILIDAD - EL OJO\n")


# ----------------------------------------------------------------- judge-app rules …

def main(argv: list[str]) -> int:
    """``judge-app ARGV`` through the real entry point."""
    return cli_main(argv)


def test_the_cli_owns_a_rules_group() -> None:
    assert "judge_app.cli.rules" in COMMAND_MODULES


def test_rules_show_prints_the_cited_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "show", "kodem-5.0", "6.7-P1"]) == 0
    out = capsys.readouterr().out
    title = "Penalizaciones por incumplir Restricciones — 1"
    assert out.startswith(f"kodem-5.0 §6.7-P1 — {title}\n\n1. Si un jugador declara")


def test_rules_show_in_english_keeps_the_spanish_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "show", "kodem-5.0", "6.7-P1", "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Kódem TCG 5.0, section 6.7-P1 (original Spanish text)"
    assert any("no resolverá" in line for line in lines)


def test_rules_show_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "show", "totems", "fin-de-turno", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"rulebook", "section", "title", "text"}
    assert data["section"] == "fin-de-turno" and "máximo de 6" in data["text"]


def test_rules_show_unknown_input_exits_2_with_close_matches(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["rules", "show", "kodem", "6.7-P1"]) == 2
    err = capsys.readouterr().err
    assert "RULEBOOK" in err and "'kodem'" in err and "kodem-5.0" in err
    assert main(["rules", "show", "kodem-5.0", "3.4/xyz"]) == 2
    err = capsys.readouterr().err
    assert "SECTION" in err and "3.4/equipar" in err and "3.4/multiples" in err
    assert main(["rules", "show", "kodem-5.0"]) == 2


def test_rules_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "list", "digimon-hc", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [s["section"] for s in data["sections"]] == spec_ids()["digimon-hc"]
    assert main(["rules", "list", "kodem-5.0"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"^6\.7-P1\s+Penalizaciones por incumplir Restricciones — 1$", out, re.M)


def test_rules_search(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "search", "kodem-5.0", "vinculo", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["results"][0]["section"] == "3.2/vinculo"
    assert "vínculo" in data["results"][0]["snippet"].lower()
    assert main(["rules", "search", "kodem-5.0", "Vínculo"]) == 0
    assert capsys.readouterr().out.startswith("kodem-5.0 §3.2/vinculo — Vínculo Odémico\n")
    assert main(["rules", "search", "codigos", "zzzz"]) == 0
    assert "No section" in capsys.readouterr().out
