import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("quotes commas, quotes and line breaks, and ends lines with CRLF", () => {
    expect(toCsv(["name", "note"], [["Doe, Jane", 'says "hi"\nbye']])).toBe(
      'name,note\r\n"Doe, Jane","says ""hi""\nbye"\r\n',
    );
  });

  it("keeps formulas as text and numbers as numbers", () => {
    expect(toCsv(["a", "b", "c", "d"], [["=HYPERLINK(1)", -5, "-5", "@SUM(A1)"]])).toBe(
      "a,b,c,d\r\n'=HYPERLINK(1),-5,'-5,'@SUM(A1)\r\n",
    );
  });

  it("writes empty cells, booleans and dates", () => {
    expect(toCsv(["x", "y", "z"], [[null, true, new Date("2027-01-02T03:04:05Z")]])).toBe(
      "x,y,z\r\n,yes,2027-01-02T03:04:05.000Z\r\n",
    );
  });
});
