#!/usr/bin/env python3
"""How often tengen reads the names and comments of SGF files without CA right (docs/performance.md,
"Files without CA").

Real text comes from the system's gettext catalogs (/usr/share/locale/LANG/LC_MESSAGES/*.mo): each
message of a language that its legacy charset can write, and runs of its script cut from them
(two to four CJK characters, or one word) as names. The catalogs are split in two parts by a hash
of their names: the guessing rule was chosen on `tune` and is reported on `held`. Each file holds
one name (PB, with PW[Lee]), two names, or a text of 5 to 40 characters (a message, as PB, with
PW[Lee]), encoded without CA; a file is right when tengen.read_sgf gives back both texts (an error
counts as wrong).

usage: bench/charset_guess.py PART [FILES_PER_CELL] [PYTHON_MODULE_DIR]
"""
import gettext
import glob
import os
import random
import re
import sys
import zlib

LANGS = {'zh_CN': 'gbk', 'zh_TW': 'big5', 'ko': 'euc_kr', 'ja': 'shift_jis', 'ru': 'cp1251', 'uk': 'cp1251',
         'bg': 'cp1251', 'fr': 'latin-1', 'de': 'latin-1', 'es': 'latin-1', 'pt_BR': 'latin-1', 'it': 'latin-1',
         'nl': 'latin-1', 'sv': 'latin-1', 'da': 'latin-1', 'fi': 'latin-1', 'ca': 'latin-1', 'is': 'latin-1',
         'nb': 'latin-1'}


def in_script(lang, ch):
    o = ord(ch)
    if lang.startswith('zh'):
        return 0x4E00 <= o <= 0x9FFF
    if lang == 'ko':
        return 0xAC00 <= o <= 0xD7A3
    if lang == 'ja':
        return 0x3040 <= o <= 0x30FF or 0x4E00 <= o <= 0x9FFF
    if lang in ('ru', 'uk', 'bg'):
        return 0x400 <= o <= 0x4FF
    return ch.isalpha()


def samples(lang, enc, part):
    names, texts = set(), set()
    for f in sorted(glob.glob(f'/usr/share/locale/{lang}/LC_MESSAGES/*.mo')):
        domain = os.path.basename(f)[:-3]
        if ('tune' if zlib.crc32(domain.encode()) % 2 == 0 else 'held') != part:
            continue
        try:
            catalog = gettext.GNUTranslations(open(f, 'rb'))._catalog
        except Exception:
            continue
        for key, v in catalog.items():
            if not isinstance(v, str) or not v or key == '':
                continue
            v = ' '.join(v.split())
            try:
                v.encode(enc)
            except UnicodeError:
                continue
            if all(ord(c) < 128 for c in v):
                continue
            if 5 <= len(v) <= 40 and not any(c in v for c in '[]\\'):
                texts.add(v)
            for word in re.findall(r'\w+', v):
                if lang[:2] in ('zh', 'ko', 'ja'):
                    run = ''.join(c for c in word if in_script(lang, c))
                    rng = random.Random(zlib.crc32(run.encode()))
                    for n in (2, 3, 4):
                        if len(run) >= n:
                            s = rng.randrange(len(run) - n + 1)
                            names.add(run[s:s + n])
                elif len(word) >= 2 and all(in_script(lang, c) for c in word) and any(ord(c) >= 128 for c in word):
                    names.add(word)
    return sorted(names), sorted(texts)


def main():
    part = sys.argv[1]
    per_cell = int(sys.argv[2]) if len(sys.argv) > 2 else 500
    sys.path.insert(0, sys.argv[3] if len(sys.argv) > 3 else os.path.join(os.path.dirname(__file__), '..', 'build', 'release', 'python'))
    import tengen
    print(f'| language | charset | one name | two names | a text |')
    print(f'| --- | --- | --- | --- | --- |')
    for lang, enc in LANGS.items():
        names, texts = samples(lang, enc, part)
        if not names or not texts:
            continue
        rng = random.Random(7)
        cells = []
        for kind in ('one', 'two', 'text'):
            wrong = 0
            for _ in range(per_cell):
                black = rng.choice(texts if kind == 'text' else names)
                white = rng.choice(names) if kind == 'two' else 'Lee'
                data = f'(;GM[1]FF[4]SZ[19]PB[{black}]PW[{white}];B[pd];W[dp])'.encode(enc)
                try:
                    game = tengen.read_sgf(data)
                    right = game.black == black and game.white == white
                except Exception:
                    right = False
                wrong += 0 if right else 1
            cells.append(f'{wrong}/{per_cell}')
        print(f'| {lang} | {enc} | ' + ' | '.join(cells) + ' |')


main()
