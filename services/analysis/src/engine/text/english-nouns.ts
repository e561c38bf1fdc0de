import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

const NOUN_TAGS = new Set(['NOUN', 'PROPN']);

/**
 * Reads noun and proper-noun lemmas out of English text with wink-nlp's part-of-speech tagger,
 * lowercased, in text order. Filtering of single characters and stop words is left to the caller.
 */
export class EnglishNounReader {
  // Only the tagger: sentence boundaries, entities and negation are not needed for nouns.
  private readonly nlp = winkNLP(model, ['pos']);

  read(text: string, out: string[] = []): string[] {
    const its = this.nlp.its;
    const tokens = this.nlp.readDoc(text).tokens();
    const types = tokens.out(its.type);
    const tags = tokens.out(its.pos);
    const nouns: number[] = [];
    for (let i = 0; i < tags.length; i++) {
      if (types[i] === 'word' && NOUN_TAGS.has(tags[i])) nouns.push(i);
    }
    if (nouns.length === 0) return out;
    // wink's typings declare lemma's helper with the wrong parameter types; it is a token helper like value.
    const lemma = its.lemma as unknown as typeof its.value;
    // Lemmas of the nouns only: lemmatizing every token (verbs too) took about a tenth of the reader's time.
    for (const i of nouns) {
      const token = tokens.itemAt(i);
      // wink gives some tokens no lemma (seen on ' ..LOL! I bring my razor.'): the word itself stands in.
      const word = token.out(lemma) ?? token.out(its.value);
      if (typeof word === 'string' && word !== '') out.push(word.toLowerCase());
    }
    return out;
  }
}
