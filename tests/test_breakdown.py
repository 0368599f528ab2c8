"""The breakdown panels' table (kit)."""

from cardtable.ui.table.breakdown import BreakdownTable


def test_one_column_per_group_names_escaped_bold_lines():
    t = BreakdownTable(["Léa", "Tom & Jo"], align="right")
    t.line("Contrat", ["4", "3"])
    t.line("Score", ["+40", "\u221230"], bold=True)
    html = t.html()
    assert html.count("<tr>") == 3
    assert "Tom &amp; Jo" in html and "Tom & Jo" not in html
    assert "<td align='right' style='padding:2px 10px'><b>+40</b></td>" in html
    assert "<td><b>Score</b></td>" in html and "<td>Contrat</td>" in html
