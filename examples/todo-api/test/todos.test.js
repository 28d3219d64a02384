import assert from "node:assert/strict";
import test from "node:test";
import { createTodoStore } from "../src/todos.js";

test("BT-013 titles are trimmed", () => {
  assert.equal(createTodoStore().add("  buy milk  ").title, "buy milk");
});

test("BT-014 an empty title is refused", () => {
  assert.throws(() => createTodoStore().add("   "), RangeError);
});
