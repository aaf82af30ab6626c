"""tengen: Go and Gomoku records and positions, from the C++ library tengen.

read_sgf(path_or_bytes, game=0) -> Game      one game of an SGF file, its moves as a NumPy array
read_sgfs(paths_or_bytes) -> [Game]         read_sgf of each, the files read in one stretch without the GIL
read_sgf_games(path_or_bytes) -> [Game]      every game of an SGF file (a collection)
score(game, dead="auto", rules=None) -> dict the final position counted as `tengen score` counts it
forbidden_points(board) -> [(row, column, reason)]   Black's forbidden points of a renju position
classic_answers(format, text) -> [str]       tengen's answers to a classic input

Bad input raises tengen.Error (a ValueError) with .file, .line, .column, .case and .message.
Games and errors pickle (multiprocessing can hand them between processes).
"""

from . import _tengen
from ._tengen import Error, Game


def _by_name(call):
    """The extension's function `call` as a function of this package, with its name and doc: pickle
    finds it by name (tengen.read_sgf), as multiprocessing's pool.map(tengen.read_sgf, paths) needs;
    pybind11 2.10's own functions do not pickle."""
    def function(*args, **kwargs):
        return call(*args, **kwargs)

    function.__name__ = function.__qualname__ = call.__name__
    function.__doc__ = call.__doc__
    return function


read_sgf = _by_name(_tengen.read_sgf)
read_sgfs = _by_name(_tengen.read_sgfs)
read_sgf_games = _by_name(_tengen.read_sgf_games)
score = _by_name(_tengen.score)
forbidden_points = _by_name(_tengen.forbidden_points)
classic_answers = _by_name(_tengen.classic_answers)

__all__ = ["Error", "Game", "classic_answers", "forbidden_points", "read_sgf", "read_sgf_games", "read_sgfs", "score"]


def _no_new(cls, *args, **kwargs):
    raise TypeError("a tengen.Game is made by read_sgf, read_sgfs or read_sgf_games (or unpickled), not by Game.__new__")


# pybind11 would give Game.__new__ an object with no record in it, whose first use crashes: a Game
# comes from reading, or from unpickling, which calls _game_of_state (found by name, as pickle finds
# functions; pybind11 2.10's own do not pickle), and nowhere else.
_game_of_state = _by_name(_tengen._game_of_state)
Game.__new__ = staticmethod(_no_new)
Game.__reduce__ = lambda self: (_game_of_state, (_tengen._game_state(self),))


def _error_of(args, fields):
    error = Error(*args)
    error.__dict__.update(fields)
    return error


# An exception pickles as its class and args alone; tengen.Error keeps its place too.
Error.__reduce__ = lambda self: (_error_of, (self.args, dict(self.__dict__)))
