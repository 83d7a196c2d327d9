const LT = 0x3c; // <
/** `<row` and one byte after it: the most a tag needs before it can be told. */
const LONGEST_TEST = 5;

export interface TagCount {
  /** Elements opened (`<name`), and how many of them are `<row>`s. */
  elements: number;
  rows: number;
}

/**
 * Counts the elements of XML that arrives in chunks, without parsing it: in XML a `<` followed by a
 * name character always opens an element, since text and attribute values must escape it. A `<` in a
 * comment or CDATA counts too, so the count can be high, never low — all a cap needs.
 */
export function createXmlTagCounter(): { push(chunk: Uint8Array): TagCount } {
  // A tag cut by the chunk's end waits for the next chunk (at most LONGEST_TEST - 1 bytes). In the
  // part's last bytes it is never counted, but well-formed XML ends with its root's end tag there.
  let pending: Uint8Array = new Uint8Array(0);
  return {
    /** The tags of the part's next chunk. */
    push(chunk) {
      const bytes = pending.length === 0 ? chunk : concat(pending, chunk);
      const found: TagCount = { elements: 0, rows: 0 };
      pending = new Uint8Array(0);
      for (let at = bytes.indexOf(LT); at !== -1; at = bytes.indexOf(LT, at + 1)) {
        if (at + LONGEST_TEST > bytes.length) {
          pending = bytes.slice(at);
          break;
        }
        if (!isNameStart(bytes[at + 1]!)) continue;
        found.elements++;
        if (isRowTag(bytes, at)) found.rows++;
      }
      return found;
    },
  };
}

/** XML name start characters: ASCII letters, `_`, `:` and anything beyond ASCII. */
function isNameStart(byte: number): boolean {
  return (
    (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte === 0x5f || byte === 0x3a || byte >= 0x80
  );
}

/** `<row` then white space, `>` or `/`. */
function isRowTag(bytes: Uint8Array, at: number): boolean {
  const after = bytes[at + 4]!;
  return (
    bytes[at + 1] === 0x72 &&
    bytes[at + 2] === 0x6f &&
    bytes[at + 3] === 0x77 &&
    (after === 0x20 || after === 0x09 || after === 0x0a || after === 0x0d || after === 0x3e || after === 0x2f)
  );
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}
