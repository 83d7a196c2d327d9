import { describe, expect, it } from "vitest";
import { createXmlTagCounter } from "./xml-tag-counter";

const XML =
  '<?xml version="1.0"?>\n<worksheet xmlns="x"><!-- a comment --><sheetData><row r="1"><c r="A1"><v>1</v></c></row>' +
  '<row\tr="2"/><rows/><row>text &lt;row x</row><x:row r="3"/><ab/><é/></sheetData></worksheet>';

function count(chunks: string[]) {
  const counter = createXmlTagCounter();
  const total = { elements: 0, rows: 0 };
  for (const chunk of chunks) {
    const found = counter.push(new TextEncoder().encode(chunk));
    total.elements += found.elements;
    total.rows += found.rows;
  }
  return total;
}

describe("createXmlTagCounter", () => {
  it("counts every element opened and the <row>s among them, not end tags, comments, declarations or escaped text", () => {
    // worksheet sheetData row c v, row, rows, row, x:row, ab, é
    expect(count([XML])).toEqual({ elements: 11, rows: 3 });
  });

  it("counts the same however the bytes are cut into chunks", () => {
    for (let cut = 1; cut < XML.length; cut++) {
      expect(count([XML.slice(0, cut), XML.slice(cut)]), `cut at ${cut}`).toEqual({ elements: 11, rows: 3 });
    }
    expect(count(Array.from(XML))).toEqual({ elements: 11, rows: 3 });
  });
});
