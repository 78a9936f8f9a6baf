"""Reading the project's markdown the way GitHub shows it, for the documentation checks
(.ci/check-figures, .ci/check-reliability, .ci/check-doc-links): fenced code blocks, headings
and their anchors, tables under their headings, and inline links."""

import os
import re
import unicodedata

FENCE = re.compile(r"^ *(```+|~~~+)")


def prose_lines(path):
    """The lines of a markdown file, with the lines of fenced code blocks (fences included)
    blanked, so that line numbers stay right."""
    lines = open(path, encoding="utf-8").read().split("\n")
    result, fence = [], None
    for line in lines:
        match = FENCE.match(line)
        if fence is None and match:
            fence = match.group(1)[0] * 3
            result.append("")
        elif fence is not None:
            if line.strip().startswith(fence):
                fence = None
            result.append("")
        else:
            result.append(line)
    return result


def plain(text):
    """Markdown inline text as it reads: code spans, emphasis and link targets removed, the
    whitespace collapsed."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = text.replace("`", "").replace("**", "").replace("*", "")
    return " ".join(text.split())


def slug(heading):
    """GitHub's anchor for a heading: lowercase, punctuation dropped, spaces to hyphens."""
    text = plain(heading).lower()
    kept = []
    for character in text:
        category = unicodedata.category(character)
        if character in " -_" or category[0] in "LN" or category == "Mn":
            kept.append("-" if character == " " else character)
    return "".join(kept)


def headings(path):
    """(line number, level, text, anchor) of every heading, anchors made unique the way GitHub
    does (a repeated anchor gets -1, -2, …)."""
    seen, result = {}, []
    for number, line in enumerate(prose_lines(path), 1):
        match = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
        if not match:
            continue
        anchor = slug(match.group(2))
        count = seen.get(anchor, 0)
        seen[anchor] = count + 1
        result.append((number, len(match.group(1)), match.group(2), anchor if count == 0 else f"{anchor}-{count}"))
    return result


def anchors(path):
    """Every anchor a link into the file may name: its headings' and explicit HTML ids."""
    found = {anchor for _, _, _, anchor in headings(path)}
    for line in prose_lines(path):
        found.update(re.findall(r"<a\s+(?:id|name)=\"([^\"]+)\"", line))
    return found


def cells(line):
    """The cells of a table row, stripped; a `|` inside a code span does not split."""
    body = line.strip()
    if body.startswith("|"):
        body = body[1:]
    if body.endswith("|") and not body.endswith("\\|"):
        body = body[:-1]
    result, current, in_code = [], "", False
    for character in body:
        if character == "`":
            in_code = not in_code
        if character == "|" and not in_code:
            result.append(current.strip())
            current = ""
        else:
            current += character
    result.append(current.strip())
    return result


def tables(path):
    """Every table: a dict with its heading anchor (the nearest heading above, "" before the
    first), its header cells, and its rows as (line number, cells)."""
    lines = prose_lines(path)
    anchor_at = {}
    current = ""
    heading_lines = {number: anchor for number, _, _, anchor in headings(path)}
    for number in range(1, len(lines) + 1):
        current = heading_lines.get(number, current)
        anchor_at[number] = current
    result, index = [], 0
    while index < len(lines):
        line = lines[index]
        separator = lines[index + 1] if index + 1 < len(lines) else ""
        if line.strip().startswith("|") and re.match(r"^\s*\|?\s*:?-{3,}", separator):
            table = {"anchor": anchor_at[index + 1], "line": index + 1, "header": cells(line), "rows": []}
            index += 2
            while index < len(lines) and lines[index].strip().startswith("|"):
                table["rows"].append((index + 1, cells(lines[index])))
                index += 1
            result.append(table)
        else:
            index += 1
    return result


LINK = re.compile(r"(!?)\[((?:[^\[\]]|\[[^\]]*\])*)\]\(\s*([^)\s]*)(?:\s+\"([^\"]*)\")?\s*\)")


def links(path):
    """Every inline link outside code: (line number, text, target, title or None). A link may
    run over a line break inside its text or before its title."""
    lines = prose_lines(path)
    text = "\n".join(lines)
    # Code spans are not links; blank them without moving anything.
    text = re.sub(r"`[^`\n]*`", lambda m: " " * len(m.group(0)), text)
    result = []
    for match in LINK.finditer(text):
        number = text.count("\n", 0, match.start()) + 1
        result.append((number, " ".join(match.group(2).split()), match.group(3), match.group(4)))
    return result


def resolve(source, target):
    """The file a relative link target names, from the file `source`, and its fragment."""
    path, _, fragment = target.partition("#")
    if not path:
        return source, fragment
    return os.path.normpath(os.path.join(os.path.dirname(source), path)), fragment
