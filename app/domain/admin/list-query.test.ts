import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  LIST_SEARCH_MAX,
  listSearch,
  nextDirection,
  pageCount,
  pageOffset,
  readListQuery,
} from "./list-query";

const spec = {
  sorts: ["created", "name"],
  defaultSort: "created",
  defaultDir: "desc" as const,
  filters: { status: z.enum(["new", "answered"]), month: z.string().regex(/^\d{4}-\d{2}$/) },
};

const read = (search: string) => readListQuery(new URLSearchParams(search), spec);

describe("readListQuery", () => {
  it("reads search, filters, sort and page", () => {
    expect(read("q=+Ada+&status=new&month=2027-06&sort=name&dir=asc&page=3")).toEqual({
      q: "Ada",
      sort: "name",
      dir: "asc",
      page: 3,
      filters: { status: "new", month: "2027-06" },
    });
  });

  it("drops what the list does not know instead of failing", () => {
    expect(read("status=bogus&month=June&sort=password&dir=up&page=-3")).toEqual({
      q: "",
      sort: "created",
      dir: "desc",
      page: 1,
      filters: {},
    });
    expect(read("page=abc").page).toBe(1);
    expect(read("page=999999").page).toBe(2000);
    expect(read(`q=${"x".repeat(5000)}`).q).toHaveLength(LIST_SEARCH_MAX);
  });
});

describe("listSearch", () => {
  const query = read("q=ada&status=new&sort=name&dir=asc&page=4");

  it("keeps the list as it is and changes one thing", () => {
    expect(listSearch(query)).toBe("?q=ada&status=new&sort=name&dir=asc&page=4");
    expect(listSearch(query, { page: 5 })).toBe("?q=ada&status=new&sort=name&dir=asc&page=5");
  });

  it("starts again at page 1 on a new search, filter or sort", () => {
    expect(listSearch(query, { filters: { status: "answered" } })).toBe(
      "?q=ada&status=answered&sort=name&dir=asc",
    );
    expect(listSearch(query, { sort: "created", dir: "desc" })).toBe(
      "?q=ada&status=new&sort=created&dir=desc",
    );
    expect(listSearch(query, { q: "" })).toBe("?status=new&sort=name&dir=asc");
  });

  it("turns a column's sort around when it is the current one", () => {
    expect(nextDirection(query, "name")).toBe("desc");
    expect(nextDirection(query, "created", "desc")).toBe("desc");
  });
});

describe("pages", () => {
  it("counts pages and offsets", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageOffset(3)).toBe(50);
  });
});
