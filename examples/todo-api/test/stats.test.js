import assert from "node:assert/strict";
import test from "node:test";
import { completionRate } from "../src/stats.js";
import { createTodoStore } from "../src/todos.js";

test("BT-010 completion rate counts finished todos", () => {
  const store = createTodoStore();
  store.add("write the report");
  store.add("send the report");
  store.add("celebrate");
  store.complete(1);
  assert.equal(completionRate(store.stats()), 33);
});

test("BT-011 completion rate of an empty list is zero", () => {
  assert.equal(completionRate(createTodoStore().stats()), 0);
});

test("BT-012 stats count open and done todos", () => {
  const store = createTodoStore();
  store.add("a");
  store.add("b");
  store.complete(2);
  assert.deepEqual(store.stats(), { total: 2, done: 1, open: 1 });
});
