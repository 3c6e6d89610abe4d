// Korean particles after a word that may end in Hangul, digits or Latin letters (file names).

/** Latin letters whose Korean name ends in a consonant (엘, 엠, 엔, 알): 을 follows them. */
const LETTERS_WITH_FINAL = new Set(['l', 'm', 'n', 'r']);
/** Digits whose Korean reading ends in a consonant: 영 0, 일 1, 삼 3, 육 6, 칠 7, 팔 8. */
const DIGITS_WITH_FINAL = new Set(['0', '1', '3', '6', '7', '8']);

/** Whether the word, read aloud, ends in a consonant (받침); letters are read one by one (pdf: 피디에프). */
function endsInConsonant(word: string): boolean {
  const last = word.trim().slice(-1).toLowerCase();
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  return LETTERS_WITH_FINAL.has(last) || DIGITS_WITH_FINAL.has(last);
}

/** The object particle that follows the word: 을 or 를 ("등본.pdf를", "사진1을", "서약서를"). */
export const objectParticle = (word: string): '을' | '를' => (endsInConsonant(word) ? '을' : '를');
