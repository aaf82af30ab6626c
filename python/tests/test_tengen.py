"""tengen's Python module against tengen's command line and against simple references written here
from the definitions. TENGEN_EXE names the command line; TENGEN_CORPUS the shared SGF corpus (the
tests that need it skip without it)."""

import json
import os
import random
import subprocess
from pathlib import Path

import numpy as np
import pytest

import tengen

EXE = os.environ.get("TENGEN_EXE", "tengen")
CORPUS = Path(os.environ.get("TENGEN_CORPUS", "../shared/corpus/sgf"))
KGS = CORPUS / "kgs-2017"


def cli(*args, stdin=None):
    return subprocess.run([EXE, *args], input=stdin, capture_output=True, check=True).stdout.decode()


def cli_failure(*args):
    """The one line a bad input writes on stderr (exit code 1)."""
    run = subprocess.run([EXE, *args], capture_output=True)
    assert run.returncode == 1, run
    return run.stderr.decode().rstrip("\n")


def kgs_files(count, seed):
    if not KGS.is_dir():
        pytest.skip(f"no SGF corpus at {KGS}")
    files = sorted(KGS.glob("*.sgf"))
    return random.Random(seed).sample(files, count)


# A game record, its information and moves.

RECORD = b"(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[W+6.5]PB[Black \xc3\xa9]PW[White]AB[aa:ab]AW[ii];B[cc];W[]" \
         b";B[tt];W[dd]\n)"


def test_read_sgf_gives_information_and_moves():
    game = tengen.read_sgf(RECORD)
    assert (game.width, game.height, game.size) == (9, 9, (9, 9))
    assert game.komi == 6.5 and game.handicap == 0
    assert (game.rules, game.result, game.black, game.white) == ("Japanese", "W+6.5", "Black é", "White")
    assert game.moves.dtype == np.int16
    # Colour, column, row; a pass (B[] and, up to 19x19, B[tt]) is -1, -1.
    assert game.moves.tolist() == [[1, 2, 2], [2, -1, -1], [1, -1, -1], [2, 3, 3]]
    assert game.setup.tolist() == [[1, 0, 0], [1, 0, 1], [2, 8, 8]]
    assert len(game) == 4


def test_the_fox_servers_komi_is_read_as_fox_means_it():
    game = tengen.read_sgf(b"(;GM[1]SZ[19]KM[750]RU[Japanese]AP[YuanYu];B[pd])")
    assert game.komi == 7.5
    assert game.warnings == ["1:14: KM[750] is read as 7.5: a komi in hundredths, as the Fox server writes it"]
    assert tengen.read_sgf(b"(;SZ[19]KM[0]HA[0]AP[foxwq];B[pd])").komi == 6.5
    assert tengen.read_sgf(b"(;SZ[19]KM[0]HA[3]AP[foxwq];B[pd])").komi == 0


def test_read_sgf_takes_a_path_and_a_game_of_a_collection(tmp_path):
    path = tmp_path / "two.sgf"
    path.write_bytes(b"(;SZ[5];B[aa])(;SZ[7];B[bb];W[cc])")
    assert tengen.read_sgf(path).size == (5, 5)
    assert tengen.read_sgf(str(path), game=1).moves.tolist() == [[1, 1, 1], [2, 2, 2]]
    assert [len(g) for g in tengen.read_sgf_games(path)] == [1, 2]
    with pytest.raises(IndexError):
        tengen.read_sgf(path, game=2)


def test_a_large_collection_read_from_its_path_is_the_collection_of_its_bytes(tmp_path):
    # Over a mebibyte: the file is mapped, not read; its games are those of its bytes, and a tree
    # that cannot be read late in it is named by its place in the file.
    rng = random.Random(3)
    games = []
    for _ in range(4500):
        moves = "".join(f";{'BW'[k % 2]}[{chr(97 + rng.randrange(19))}{chr(97 + rng.randrange(19))}]" for k in range(40))
        games.append(f"(;GM[1]SZ[19]KM[6.5]{moves})\n")
    data = "".join(games).encode()
    assert len(data) > 1 << 20
    path = tmp_path / "large.sgf"
    path.write_bytes(data)
    from_path = tengen.read_sgf_games(path)
    from_bytes = tengen.read_sgf_games(data)
    assert len(from_path) == len(from_bytes) == 4500
    assert all(np.array_equal(a.moves, b.moves) for a, b in zip(from_path, from_bytes))
    path.write_bytes(data + b"(;SZ[19];B[aa]!)")
    with pytest.raises(tengen.Error) as e:
        tengen.read_sgf_games(path)
    assert (e.value.file, e.value.line) == (str(path), 4501)


def test_positions_follow_a_reference_player_on_real_games():
    for path in kgs_files(12, seed=1):
        game = tengen.read_sgf(path)
        boards = game.positions()
        assert boards.shape == (len(game), game.height, game.width)
        board = np.zeros((game.height, game.width), dtype=np.int8)
        for colour, x, y in game.setup.tolist():
            board[y, x] = colour
        for k, (colour, x, y) in enumerate(game.moves.tolist()):
            if x >= 0:
                reference_play(board, colour, x, y)
            assert np.array_equal(boards[k], board), f"{path} move {k + 1}"


def test_setup_between_and_after_the_moves_is_on_the_board_before_the_next_move():
    # Black and White play; a node sets up a stone and takes one off; White plays; the last node
    # takes White's stones off (AE, as a record ends with the dead stones removed).
    game = tengen.read_sgf(b"(;SZ[5]AB[aa];B[cc];W[dd];AW[ee]AE[aa];W[bb];AE[dd][bb])")
    boards = game.positions()
    assert boards.shape == (3, 5, 5)
    want = np.zeros((4, 5, 5), dtype=np.int8)  # the board before each move, and the final one
    want[0][0, 0] = 1
    want[1] = want[0]
    want[1][2, 2] = 1
    want[2] = want[1]
    want[2][3, 3] = 2
    want[2][4, 4] = 2
    want[2][0, 0] = 0
    want[3] = want[2]
    want[3][1, 1] = 2
    want[3][3, 3] = want[3][1, 1] = 0
    assert np.array_equal(boards, want[1:])
    for k in range(4):
        assert np.array_equal(game.position(k), want[k]), k
        assert np.array_equal(game.position(k - 4), want[k]), k - 4
    assert np.array_equal(game.position(), want[3])
    for bad in (4, -5):
        with pytest.raises(IndexError):
            game.position(bad)
    # A record of setup alone: no move, and its position.
    problem = tengen.read_sgf(b"(;SZ[3]AB[aa]AW[bb];AE[aa])")
    assert problem.positions().shape == (0, 3, 3)
    assert problem.position().tolist() == [[0, 0, 0], [0, 2, 0], [0, 0, 0]]
    assert problem.position(0).tolist() == problem.position().tolist()


def reference_play(board, colour, x, y):
    """A move by the definitions: the stone goes down, the opponent's chains without a liberty go,
    then the mover's own (suicide allowed, as tengen replays records)."""
    board[y, x] = colour
    for who in (3 - colour, colour):
        for ny, nx in [(y, x)] + neighbours(board, y, x):
            if board[ny, nx] == who:
                chain = chain_of(board, ny, nx)
                if not any(board[a, b] == 0 for cy, cx in chain for a, b in neighbours(board, cy, cx)):
                    for cy, cx in chain:
                        board[cy, cx] = 0


def neighbours(board, y, x):
    h, w = board.shape
    return [(a, b) for a, b in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)) if 0 <= a < h and 0 <= b < w]


def chain_of(board, y, x):
    seen, todo = {(y, x)}, [(y, x)]
    while todo:
        cy, cx = todo.pop()
        for p in neighbours(board, cy, cx):
            if p not in seen and board[p] == board[y, x]:
                seen.add(p)
                todo.append(p)
    return seen


# Scoring: the result text is what the command line prints.

def test_score_prints_what_the_command_line_prints():
    for path in kgs_files(12, seed=2):
        game = tengen.read_sgf(path)
        for dead, rules in (("auto", None), ("auto", "chinese"), ("none", "japanese")):
            args = ["score", "--dead", dead] + (["--rule", rules] if rules else []) + [str(path)]
            got = tengen.score(game, dead=dead, rules=rules)
            assert got["result"] == cli(*args).strip(), f"{path} {dead} {rules}"


def test_score_with_every_stone_alive_prints_what_the_command_line_prints(tmp_path):
    # Without --rule, --dead none is the classic count ("Black wins by X"), not the record's RU;
    # territory and area keep that line; rule sets that take dead stones off write B+X.
    own = tmp_path / "own.sgf"
    own.write_bytes(RECORD)
    for path in [own] + (kgs_files(4, seed=3) if KGS.is_dir() else []):
        game = tengen.read_sgf(path)
        for rules in (None, "territory", "area", "tromp-taylor", "chinese", "japanese", "aga"):
            args = ["score", "--dead", "none"] + (["--rule", rules] if rules else []) + [str(path)]
            got = tengen.score(game, dead="none", rules=rules)
            assert got["result"] == cli(*args).strip(), f"{path} {rules}"
            # The rules named as the JSON names them: the classic count's "rule", a referee's "rules".
            record = json.loads(cli(*(args[:-1] + ["--json", str(path)])))
            assert got["rules"] == record.get("rule", record.get("rules")), f"{path} {rules}"


def test_score_takes_every_rule_name_the_command_line_takes():
    # A handicap game: New Zealand counting gives White nothing for the handicap stones.
    record = b"(;SZ[5]KM[0]HA[2]AB[aa][ee];W[cc];B[bb];W[dd])"
    game = tengen.read_sgf(record)
    for rules in ("territory", "area", "tromp-taylor", "chinese", "japanese", "aga", "new-zealand", "nz"):
        got = tengen.score(game, dead="auto", rules=rules)
        want = cli("score", "--dead", "auto", "--rule", rules, "--sgf", stdin=record).strip()
        assert got["result"] == want, rules
        # In any case, as the command line's words.
        shouted = cli("score", "--dead", "AUTO", "--rule", rules.upper(), "--sgf", stdin=record).strip()
        assert shouted == want, rules
        assert tengen.score(game, dead="Auto", rules=rules.upper())["result"] == want, rules
        # White's points add up: stones, territory and prisoners as the rules count them, the
        # komi and the handicap's points (two under Chinese counting, one under AGA's).
        if rules in ("chinese", "japanese", "aga", "new-zealand", "nz"):
            assert got["handicap_points"] == {"chinese": 2, "aga": 1}.get(rules, 0), rules
            area = rules != "japanese"
            white = got["white_territory"] + (got["white_stones"] if area else got["white_prisoners"])
            assert got["white"] == white + got["komi"] + got["handicap_points"], rules


def test_a_games_repr_names_what_the_record_gives():
    assert repr(tengen.read_sgf(RECORD)) == "<tengen.Game 9x9 Black \u00e9 vs White, 4 moves, W+6.5>"
    assert repr(tengen.read_sgf(b"(;SZ[9];B[aa])")) == "<tengen.Game 9x9, 1 move>"


def test_score_gives_dead_stones_and_counts():
    # A black stone alone in White's area: a 5x5 game, Chinese counting, no komi.
    record = b"(;SZ[5]KM[0]RU[Chinese]AB[ba][bb][bc][bd][be][ed]AW[ca][cb][cc][cd][ce])"
    game = tengen.read_sgf(record)
    got = tengen.score(game, dead="auto")
    as_json = json.loads(cli("score", "--dead", "auto", "--json", "--sgf", stdin=record))
    assert got["result"] == as_json["result"]
    assert sorted(map(tuple, got["dead"].tolist())) == sorted((col - 1, row - 1) for row, col in as_json["dead"])
    assert got["dead"].tolist() == [[4, 3]]
    assert got["rules"] == "chinese" and got["komi"] == 0
    assert got["black"] - got["white"] == pytest.approx(float(got["result"][2:]) * (1 if got["result"][0] == "B" else -1))
    with pytest.raises(ValueError):
        tengen.score(game, rules="klingon")
    with pytest.raises(ValueError):
        tengen.score(game, dead="some")


# Renju and the classic answers, against the command line.

def test_forbidden_points_agree_with_five_json():
    rng = np.random.default_rng(7)
    boards = [rng.choice([0, 1, 2], size=(15, 15), p=[0.6, 0.2, 0.2]) for _ in range(200)]
    text = f"{len(boards)}\n" + "".join("\n".join(" ".join(map(str, row)) for row in b) + "\n" for b in boards)
    lines = cli("five", "--size", "15", "--rule", "renju", "--json", stdin=text.encode()).splitlines()
    found = 0
    for board, line in zip(boards, lines, strict=True):
        answer = json.loads(line)
        if answer["winner"] != 0:
            continue  # a five on the board ends the game: the command line lists no points then
        want = [(f["row"] - 1, f["col"] - 1, f["reason"]) for f in answer.get("forbidden", [])]
        assert tengen.forbidden_points(board) == want
        # Nested lists are read as NumPy reads them.
        assert tengen.forbidden_points(board.tolist()) == want
        found += len(want)
    assert found > 20
    with pytest.raises(ValueError):
        tengen.forbidden_points([[0, 1], [2]])  # ragged: no 2-D array
    with pytest.raises(ValueError):
        tengen.forbidden_points(np.full((3, 3), 7))
    # 1.9 is no colour: floats are refused, not truncated; a huge unsigned cell is named as it is.
    with pytest.raises(ValueError, match="integers"):
        tengen.forbidden_points(np.full((15, 15), 1.9))
    huge = np.zeros((15, 15), dtype=np.uint64)
    huge[0, 0] = 2**63 + 1
    with pytest.raises(ValueError, match=str(2**63 + 1)):
        tengen.forbidden_points(huge)
    assert tengen.forbidden_points(np.zeros((15, 15), dtype=bool)) == []


@pytest.mark.parametrize("name", ["score", "capture", "five", "replay"])
def test_classic_answers_are_the_command_lines(name):
    root = Path(__file__).resolve().parents[2]
    for example in sorted((root / "examples" / name).glob("*.in")):
        text = example.read_text()
        assert "".join(tengen.classic_answers(name, text)) == cli(name, str(example))


# Errors carry the file, line and column.

def test_errors_carry_file_line_and_column(tmp_path):
    with pytest.raises(tengen.Error) as e:
        tengen.read_sgf(b"(;SZ[9]\n;B[aa]\n;W[zz])")
    assert (e.value.file, e.value.line, e.value.column, e.value.case) == ("<bytes>", 3, 2, "move 2")
    assert str(e.value) == "<bytes>:3:2: move 2: W[zz] is not a point of the 9x9 board"
    path = tmp_path / "open.sgf"
    path.write_bytes(b"(;C[never closed")
    with pytest.raises(tengen.Error) as e:
        tengen.read_sgf(path)
    assert (e.value.file, e.value.line, e.value.column) == (str(path), 1, 4)
    # A file that cannot be read: the command line's text, and no place.
    with pytest.raises(tengen.Error) as e:
        tengen.read_sgf(tmp_path / "missing.sgf")
    assert e.value.file.endswith("missing.sgf")
    assert str(e.value) == f"cannot read {tmp_path / 'missing.sgf'}: No such file or directory"
    assert (e.value.line, e.value.column) == (None, None)
    with pytest.raises(tengen.Error) as e:
        tengen.read_sgf(tmp_path)
    assert str(e.value) == f"cannot read {tmp_path}: Is a directory"
    with pytest.raises(tengen.Error) as e:
        tengen.read_sgf(b"(;SZ[3];B[aa];W[aa])").positions()
    assert (e.value.line, e.value.column, e.value.case) == (1, 15, "move 2")
    # A game of a collection is named in the error, as the command line names it.
    collection = b"(;SZ[5];B[aa])\n(;SZ[5];B[aa];W[aa])"
    with pytest.raises(tengen.Error) as e:
        tengen.read_sgf(collection, 1).positions()
    assert (e.value.line, e.value.column, e.value.case) == (2, 15, "game 2, move 2")
    with pytest.raises(tengen.Error) as e:
        tengen.read_sgfs([collection[15:] + b"(;B[aa])"])[0].positions()
    assert e.value.case == "game 1, move 2"
    with pytest.raises(tengen.Error) as e:
        tengen.classic_answers("replay", "2\n1 1\n1 1\n")
    assert (e.value.line, e.value.case) == (3, "move 2")
    assert isinstance(e.value, ValueError)


def test_arguments_are_named_and_refused_as_the_docs_say():
    assert tengen.classic_answers(format="score", text="1 0 0\n") == tengen.classic_answers("score", "1 0 0\n")
    game = tengen.read_sgf(b"(;SZ[9];B[ee])")
    # The word given is quoted whole, control characters escaped: a NUL does not cut it short.
    with pytest.raises(ValueError, match=r'not "chinese\\x00"$'):
        tengen.score(game, rules="chinese\0")
    with pytest.raises(ValueError, match=r'not "none\\x00x"$'):
        tengen.score(game, dead="none\0x")
    with pytest.raises(ValueError, match=r'not "\\x1b\[31m"$'):
        tengen.score(game, rules="\x1b[31m")
    with pytest.raises(ValueError, match=r'not "score\\x00"$'):
        tengen.classic_answers("score\0", "1 0 0\n")


def test_utf16_without_a_mark_is_read_in_either_byte_order():
    for encoding in ("utf-16-le", "utf-16-be"):
        game = tengen.read_sgf("(;PB[井山裕太]SZ[9];B[ee])".encode(encoding))
        assert (game.black, game.moves.tolist()) == ("井山裕太", [[1, 4, 4]]), encoding


def test_a_renju_board_is_read_in_place_and_no_memory_is_a_memory_error():
    # Under a limit of 600 MiB: a 8000 x 8000 board of bytes is read where it is (an 8-byte copy
    # of it would not fit), and a 14000 x 14000 one leaves no memory for the search.
    code = ("import resource, numpy as np, tengen\n"
            "resource.setrlimit(resource.RLIMIT_AS, (600 << 20, 600 << 20))\n"
            "print(tengen.forbidden_points(np.zeros((8000, 8000), np.int8)))\n"
            "try:\n    tengen.forbidden_points(np.zeros((14000, 14000), np.int8))\n"
            "except MemoryError:\n    print('MemoryError')\n")
    run = subprocess.run([os.sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert (run.returncode, run.stdout) == (0, "[]\nMemoryError\n"), run.stderr
    # Nested lists that NumPy cannot convert within the limit: NumPy's MemoryError, not a board
    # refused for its shape (an independent tester's case).
    code = ("import resource, tengen\n"
            "resource.setrlimit(resource.RLIMIT_AS, (600 << 20, 600 << 20))\n"
            "try:\n    tengen.forbidden_points([[0] * 20000] * 20000)\n"
            "except MemoryError:\n    print('MemoryError')\n")
    run = subprocess.run([os.sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert (run.returncode, run.stdout) == (0, "MemoryError\n"), run.stderr


def test_forbidden_points_read_every_integer_type_and_byte_order():
    board = np.zeros((15, 15), np.int8)
    board[7, 5:7] = 1
    board[5:7, 7] = 1
    want = tengen.forbidden_points(board.tolist())
    assert want == [(7, 7, "double-three")]
    for dtype in (np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64, bool, ">i4", "<u2"):
        cells = board.astype(dtype)
        assert tengen.forbidden_points(cells) == want, dtype
        assert tengen.forbidden_points(np.asfortranarray(cells)) == want, dtype
        assert tengen.forbidden_points(np.pad(cells, 1)[1:-1, 1:-1]) == want, dtype  # a strided view
    for cells, shown in ((np.full((2, 2), 300, np.int16), "300"), (np.full((2, 2), -1, np.int8), "-1"),
                         (np.full((2, 2), 2**64 - 1, np.uint64), str(2**64 - 1)), (np.full((2, 2), 3, ">i8"), "3")):
        with pytest.raises(ValueError, match=rf"^cell \(0, 0\) is {shown}: cells are 0, 1 or 2$"):
            tengen.forbidden_points(cells)


def test_the_games_of_a_collection_before_a_bad_one_are_read(tmp_path):
    # As the command line answers the games before the one it stops at: game 1 here, then game 2's
    # error, labelled with its game whether the game's record or its tree is at fault.
    for bad, message in ((b"(;SZ[9];B[zz])", "game 2, move 1"), (b"(;SZ[9];B[ee]!)", "game 2")):
        path = tmp_path / "collection.sgf"
        path.write_bytes(b"(;SZ[9];B[ee])\n" + bad + b"\n(;SZ[9];B[aa])\n")
        run = subprocess.run([EXE, "replay", str(path)], capture_output=True)
        assert run.returncode == 1 and run.stdout == b"0 0\n"
        assert f"{path}:2:".encode() in run.stderr and f": {message}".encode() in run.stderr
        game = tengen.read_sgf(path)
        assert game.moves.tolist() == [[1, 4, 4]]
        assert tengen.read_sgfs([path])[0].moves.tolist() == [[1, 4, 4]]
        for asked in (lambda: tengen.read_sgf(path, 1), lambda: tengen.read_sgf(path, 2),
                      lambda: tengen.read_sgf(path, -1), lambda: tengen.read_sgf_games(path)):
            with pytest.raises(tengen.Error) as e:
                asked()
            assert e.value.line == 2 and e.value.case == message
            assert str(e.value) in run.stderr.decode()
    # A file whose first game cannot be read has no game to give.
    with pytest.raises(tengen.Error) as e:
        tengen.read_sgfs([b"(;SZ[9];B[zz])(;SZ[9])"])
    assert e.value.case == "game 1, move 1"


def test_kgs_records_read_into_as_many_moves_as_replay_answers():
    replayed = 0
    for path in kgs_files(100, seed=3):
        game = tengen.read_sgf(path)
        run = subprocess.run([EXE, "replay", str(path)], capture_output=True)
        if run.returncode == 0:
            assert len(game) == run.stdout.count(b"\n"), path
            replayed += 1
    assert replayed > 90


def test_read_sgfs_reads_each_source_as_read_sgf_does(tmp_path):
    first = tmp_path / "first.sgf"
    first.write_bytes(b"(;SZ[5];B[aa];W[bb])(;SZ[7];B[cc])")
    second = tmp_path / "second.sgf"
    second.write_bytes(b"(;SZ[9]AB[ee];W[ab])")
    sources = [first, str(second), b"(;SZ[3];B[])"]
    games = tengen.read_sgfs(sources)
    assert len(games) == 3
    for game, source in zip(games, sources):
        one = tengen.read_sgf(source)
        assert (game.size, game.moves.tolist(), game.setup.tolist(), game.file) == (
            one.size, one.moves.tolist(), one.setup.tolist(), one.file)
    assert tengen.read_sgfs([]) == []


def test_read_sgfs_raises_the_first_bad_sources_error(tmp_path):
    good = tmp_path / "good.sgf"
    good.write_bytes(b"(;SZ[5];B[aa])")
    bad = tmp_path / "bad.sgf"
    bad.write_bytes(b"(;SZ[5]\n;B[zz])")
    with pytest.raises(tengen.Error) as e:
        tengen.read_sgfs([good, bad, tmp_path / "missing.sgf"])
    assert (e.value.file, e.value.line, e.value.column) == (str(bad), 2, 2)
    with pytest.raises(tengen.Error) as e:
        tengen.read_sgfs([tmp_path / "missing.sgf"])
    assert e.value.file == str(tmp_path / "missing.sgf")


def test_read_sgfs_of_many_files_keeps_their_order_and_the_first_error(tmp_path):
    paths = []
    for i in range(100):
        path = tmp_path / f"{i}.sgf"
        path.write_bytes(b"(;SZ[19];B[%c%c])" % (97 + i % 19, 97 + i // 19))
        paths.append(path)
    assert [g.moves.tolist() for g in tengen.read_sgfs(paths)] == [[[1, i % 19, i // 19]] for i in range(100)]
    for bad in ([70, 80], [10, 70]):
        for i in bad:
            paths[i].write_bytes(b"(;SZ[19]" + b"\n" * i + b";B[zz])")
        with pytest.raises(tengen.Error) as e:
            tengen.read_sgfs(paths)
        assert (e.value.file, e.value.line) == (str(paths[bad[0]]), bad[0] + 1)


def test_read_sgfs_of_files_of_every_kind_reads_each_as_read_sgf_does(tmp_path):
    # Small files (read in batches where the system has io_uring), files of 64 KiB and more, links,
    # bytes among the paths, the same file twice: each game as read_sgf reads its source.
    sources = []
    for i in range(150):
        path = tmp_path / f"{i}.sgf"
        comment = b"C[" + b"x" * (65536 - 40 + i % 5) + b"]" if i % 37 == 3 else b""
        path.write_bytes(b"(;SZ[19]" + comment + b";B[%c%c];W[aa])" % (97 + i % 19, 97 + i // 19 % 19))
        if i % 41 == 5:
            link = tmp_path / f"link{i}.sgf"
            link.symlink_to(path)
            sources.append(link)
        elif i % 23 == 7:
            sources.append(path.read_bytes())
        else:
            sources.append(str(path) if i % 2 else path)
    sources.append(sources[0])
    games = tengen.read_sgfs(sources)
    assert len(games) == len(sources)
    for game, source in zip(games, sources):
        one = tengen.read_sgf(source)
        assert (game.moves.tolist(), game.file) == (one.moves.tolist(), one.file)
    # A folder or a missing name among them: its error, as read_sgf says it.
    for bad in (tmp_path, tmp_path / "missing.sgf"):
        with pytest.raises(tengen.Error) as e:
            tengen.read_sgfs(sources[:100] + [bad] + sources[100:])
        with pytest.raises(tengen.Error) as alone:
            tengen.read_sgf(bad)
        assert (e.value.file, str(e.value)) == (alone.value.file, str(alone.value))


# Bytes that are not UTF-8, in the input or in a file's name.

def test_errors_and_warnings_quote_the_input_escaped_as_the_command_line_does(tmp_path):
    for record in (b"(;SZ[9];B[\xc9d])", b"(;SZ[\xff])", b"(;SZ[9];B[\x1b[31m])"):
        with pytest.raises(tengen.Error) as e:
            tengen.read_sgf(record)
        path = tmp_path / "bad.sgf"
        path.write_bytes(record)
        line = cli_failure("replay", str(path))
        assert line == f"tengen replay: {str(e.value).replace('<bytes>', str(path), 1)}"
        assert "\x1b" not in str(e.value) and all(ch.isprintable() for ch in str(e.value))
    game = tengen.read_sgf(b"(;KM[\xff];B[aa])")
    assert game.warnings == ["1:3: KM[\\xff] is not a komi (a decimal number from -1000000 to 1000000, at most 3 "
                             "digits after the point): the game is read without komi"]


def test_warnings_include_what_reading_the_file_repaired():
    assert tengen.read_sgf(b"(;SZ[9];B[aa]").warnings == ["1:14: the file ends with 1 game tree not closed by ')'"]
    games = tengen.read_sgf_games(b"(;SZ[9];B[aa])(;SZ[9];W[bb]")
    assert [len(g.warnings) for g in games] == [1, 0]


def test_a_handicap_that_is_no_number_of_stones_is_read_as_none():
    for ha in (b"99999999999", b"-1", b"81", b"two"):
        game = tengen.read_sgf(b"(;SZ[9]RU[Chinese]HA[" + ha + b"];B[ee])")
        assert game.handicap == 0, ha
        assert len(game.warnings) == 1 and "is not a handicap" in game.warnings[0], ha
    assert tengen.read_sgf(b"(;SZ[9]HA[80];B[ee])").handicap == 80


def test_paths_are_the_systems_names(tmp_path):
    record = (KGS / "2017-03-16-7.sgf").read_bytes() if KGS.is_dir() else RECORD
    odd = os.fsencode(tmp_path) + b"/x\xff.sgf"
    with open(odd, "wb") as f:
        f.write(record)
    by_str = tengen.read_sgf(os.fsdecode(odd))
    assert len(by_str) == len(tengen.read_sgf(record))
    assert os.fsencode(by_str.file) == odd
    assert len(tengen.read_sgf(Path(os.fsdecode(odd)))) == len(by_str)
    entry = next(e for e in os.scandir(os.fsencode(tmp_path)) if e.name.endswith(b".sgf"))
    assert len(tengen.read_sgf(entry)) == len(by_str)  # an os.PathLike of bytes
    with pytest.raises(ValueError, match="null"):
        tengen.read_sgf(os.fsdecode(odd) + "\x00junk")


def test_move_arrays_are_read_only():
    # positions() and score() play the record: an edit of moves would change nothing they give.
    game = tengen.read_sgf(RECORD)
    for array in (game.moves, game.setup):
        assert not array.flags.writeable
        with pytest.raises(ValueError):
            array[0, 0] = 5
    assert game.moves.copy().flags.writeable


def test_games_are_numbered_as_python_sequences_are():
    collection = b"(;SZ[9];B[aa])(;SZ[9];B[bb];W[cc])"
    assert len(tengen.read_sgf(collection, game=-1)) == 2
    assert len(tengen.read_sgf(collection, game=-2)) == 1
    for bad in (2, -3):
        with pytest.raises(IndexError):
            tengen.read_sgf(collection, game=bad)
    with pytest.raises(TypeError):
        tengen.read_sgfs("one.sgf")
    assert tengen.read_sgf(b"(;KM[-0])").komi == 0 and not np.signbit(tengen.read_sgf(b"(;KM[-0])").komi)


def test_the_worked_example_of_the_docs_prints_what_the_docs_say(capsys):
    """docs/python.md's worked example, run on the corpus: its output is the one the page shows."""
    if not KGS.is_dir():
        pytest.skip(f"no SGF corpus at {KGS}")
    page = (Path(__file__).resolve().parents[2] / "docs" / "python.md").read_text(encoding="utf-8")
    example = page.split("## A worked example", 1)[1]
    code = example.split("```python\n", 1)[1].split("```", 1)[0]
    shown = example.split("it prints:\n\n```\n", 1)[1].split("```", 1)[0]
    where = 'Path("../shared/corpus/sgf/kgs-2017")'
    assert where in code
    exec(compile(code.replace(where, f"Path({str(KGS)!r})"), "docs/python.md", "exec"), {})
    assert capsys.readouterr().out == shown


def chain_of_threes(levels):
    """A renju board where Black at (6, 6) is a double three exactly when `levels` is odd: a chain of
    threes, each real only when the next one's straight-four point is legal."""
    n = levels + 12
    board = np.zeros((n, n), dtype=np.int8)
    row = col = 6

    def across(level):
        sign = 1 if level % 2 == 0 else -1
        for k in (2, 3):
            board[row + sign * k, col - sign * k] = 1

    for level in range(levels):
        dr, dc = (0, 1) if level % 2 == 0 else (1, 0)
        board[row + dr, col + dc] = board[row + 3 * dr, col + 3 * dc] = 1
        across(level)
        row, col = row + 2 * dr, col + 2 * dc
    across(levels)
    return board


def test_forbidden_points_read_deep_threes_or_say_they_cannot():
    assert (6, 6, "double-three") in tengen.forbidden_points(chain_of_threes(41))
    assert all(p[:2] != (6, 6) for p in tengen.forbidden_points(chain_of_threes(40)))
    with pytest.raises(ValueError, match="row 7 column 7 is not decided"):
        tengen.forbidden_points(chain_of_threes(80))


# Pickling: what multiprocessing needs to hand games and errors between processes.

def same_game(a, b):
    """Everything a Game gives, compared (positions() and score() play the record again)."""
    for field in ("size", "komi", "handicap", "rules", "result", "black", "white", "date", "event", "name", "file",
                  "warnings"):
        assert getattr(a, field) == getattr(b, field), field
    assert repr(a) == repr(b)
    assert a.moves.tolist() == b.moves.tolist() and a.setup.tolist() == b.setup.tolist()
    assert not b.moves.flags.writeable and b.moves.dtype == a.moves.dtype
    assert np.array_equal(a.positions(), b.positions())
    sa, sb = tengen.score(a), tengen.score(b)
    assert sa.keys() == sb.keys() and all(np.array_equal(sa[k], sb[k]) for k in sa)


def test_games_pickle_to_the_same_game(tmp_path):
    import pickle
    games = [tengen.read_sgf(RECORD),
             tengen.read_sgf(b"(;SZ[7:5]KM[x]HA[2]PL[W]AB[aa][bb]AE[aa];W[cc]C[x];B[dd];W[])"),
             tengen.read_sgf(b"(;)")]
    odd = os.fsencode(tmp_path) + b"/\xff.sgf"
    with open(odd, "wb") as f:
        f.write(b"(;SZ[5];B[aa])\n(;SZ[5];B[bb];W[cc]")  # the second tree is not closed: a warning
    games += tengen.read_sgf_games(os.fsdecode(odd))
    if KGS.is_dir():
        games += [tengen.read_sgf(path) for path in kgs_files(20, seed=5)]
    for game in games:
        same_game(game, pickle.loads(pickle.dumps(game)))
    assert os.fsencode(pickle.loads(pickle.dumps(games[3])).file) == odd
    # A game of a collection keeps its label: its illegal move is named as before.
    bad = tengen.read_sgf(b"(;SZ[5];B[aa])\n(;SZ[5];B[aa];W[aa])", 1)
    for game in (bad, pickle.loads(pickle.dumps(bad))):
        with pytest.raises(tengen.Error) as e:
            game.positions()
        assert (e.value.line, e.value.column, e.value.case) == (2, 15, "game 2, move 2")


def test_errors_pickle_with_their_place():
    import pickle
    with pytest.raises(tengen.Error) as e:
        tengen.read_sgf(b"(;SZ[9]\n;B[aa]\n;W[zz])")
    copy = pickle.loads(pickle.dumps(e.value))
    assert type(copy) is tengen.Error and str(copy) == str(e.value)
    assert (copy.file, copy.line, copy.column, copy.case, copy.message) == \
        ("<bytes>", 3, 2, "move 2", "W[zz] is not a point of the 9x9 board")


def test_a_state_no_game_gives_is_refused():
    game = tengen.read_sgf(b"(;SZ[3]KM[6.5];B[aa];W[bb])")
    rebuild, (good,) = game.__reduce__()
    assert rebuild is tengen._game_of_state

    def with_(index, value, inner=None):
        state = list(good)
        if inner is None:
            state[index] = value
        else:
            part = list(state[index])
            part[inner] = value
            state[index] = tuple(part)
        return tuple(state)

    moves = np.array(good[4])
    off_board = moves.copy()
    off_board[1, 2] = 3
    bad_kind = moves.copy()
    bad_kind[0, 0] = 7
    no_colour = moves.copy()
    no_colour[0, 1] = 0
    # A komi KM could not give (not finite, past a million, more than three decimals) is none either.
    komis = [with_(3, k, 2) for k in (float("nan"), float("inf"), -float("inf"), 1e300, 0.1234)]
    # A handicap the reader never gives (below 0, every point of the board or more), text not UTF-8.
    for state in ((), with_(0, 2), with_(3, 0, 0), with_(3, 53, 1), with_(3, 3, 4), with_(4, off_board),
                  with_(4, bad_kind), with_(4, no_colour), with_(4, moves[:, :5]), with_(5, [(b"x", 1)]),
                  with_(1, 5), with_(3, -1, 3), with_(3, 9, 3), with_(3, 2**31 - 1, 3), with_(3, b"\xff", 5),
                  with_(3, b"a\xc3", 11), with_(5, [1, 2]), with_(5, 7), with_(5, ((b"x", 1, 1, b"y"),)),
                  with_(3, list(good[3])), with_(3, 7), *komis):
        with pytest.raises(ValueError):
            tengen._game_of_state(state)
    same_game(game, tengen._game_of_state(good))
    assert tengen._game_of_state(with_(3, -7.125, 2)).komi == -7.125
    assert tengen._game_of_state(with_(3, 8, 3)).handicap == 8


def test_a_game_is_made_by_reading_or_unpickling_only():
    # pybind11's __new__ would give a Game with no record, whose first use crashed the interpreter.
    with pytest.raises(TypeError):
        tengen.Game.__new__(tengen.Game)
    with pytest.raises(TypeError):
        tengen.Game()
    game = tengen.read_sgf(b"(;SZ[9];B[ee])")
    import copy
    same_game(game, copy.deepcopy(game))
    # Read-only for good: the arrays' memory is no array's, so NumPy refuses to make them writeable.
    for array in (game.moves, game.setup):
        with pytest.raises(ValueError):
            array.flags.writeable = True
    assert repr(game) == "<tengen.Game 9x9, 1 move>"


def test_an_index_no_integer_of_64_bits_holds_is_out_of_range():
    game = tengen.read_sgf(b"(;SZ[9];B[ee])")
    for huge in (2 ** 70, -(2 ** 70)):
        with pytest.raises(IndexError):
            tengen.read_sgf(b"(;SZ[9];B[ee])", game=huge)
        with pytest.raises(IndexError):
            game.position(huge)
    # NumPy's integers are indexes too; a float is none.
    assert len(tengen.read_sgf(b"(;SZ[9];B[ee])", game=np.int64(0))) == 1
    assert game.position(np.int32(1)).sum() == 1
    with pytest.raises(TypeError):
        game.position(1.0)


def test_a_pool_of_processes_reads_what_one_process_reads(tmp_path):
    from concurrent.futures import ProcessPoolExecutor
    import multiprocessing
    sources = [RECORD, b"(;SZ[5];B[aa];W[bb])"]
    if KGS.is_dir():
        sources += [str(p) for p in kgs_files(8, seed=6)]
    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn")) as pool:
        for game, source in zip(pool.map(tengen.read_sgf, sources, timeout=120), sources):
            same_game(tengen.read_sgf(source), game)
        with pytest.raises(tengen.Error) as e:
            pool.submit(tengen.read_sgf, b"(;SZ[9]\n;W[zz])").result(timeout=120)
    assert (e.value.line, e.value.column, e.value.case) == (2, 2, "move 1")
