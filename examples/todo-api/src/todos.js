// In-memory todo store. Kept apart from the HTTP layer so tests can use it directly.
export function createTodoStore() {
  const todos = [];
  let nextId = 1;

  return {
    list() {
      return todos.map((todo) => ({ ...todo }));
    },
    add(title) {
      const text = String(title ?? "").trim();
      if (!text) throw new RangeError("title must not be empty");
      const todo = { id: nextId++, title: text, done: false };
      todos.push(todo);
      return { ...todo };
    },
    complete(id) {
      const todo = todos.find((candidate) => candidate.id === id);
      if (!todo) return null;
      todo.done = true;
      return { ...todo };
    },
    stats() {
      const done = todos.filter((todo) => todo.done).length;
      return { total: todos.length, done, open: todos.length - done };
    },
  };
}
