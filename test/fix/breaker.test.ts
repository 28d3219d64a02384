import { describe, expect, it } from "vitest";
import { CircuitBreaker } from "../../src/fix/breaker.js";

describe("CircuitBreaker", () => {
  it("goes half-open after two attempts without progress and open after three", () => {
    const breaker = new CircuitBreaker();
    breaker.record("no-change", "group a attempt 1");
    expect(breaker.state).toBe("closed");
    breaker.record("same-failure", "group a attempt 2");
    expect(breaker.toResults()).toEqual({
      state: "half-open",
      reason: "2 attempts in a row made no progress",
    });
    breaker.record("no-change", "group b attempt 1");
    expect(breaker.isOpen).toBe(true);
    expect(breaker.toResults().reason).toBe(
      "3 attempts in a row made no progress (group a attempt 1: no file changed; group a attempt 2: same failure again; group b attempt 1: no file changed); stopped so a person can look",
    );
  });

  it("closes again on progress, and a neutral attempt changes nothing", () => {
    const breaker = new CircuitBreaker();
    breaker.record("no-change", "a1");
    breaker.record("no-change", "a2");
    breaker.record("progress", "a3");
    expect(breaker.state).toBe("closed");
    breaker.record("no-change", "b1");
    breaker.record("neutral", "b2");
    breaker.record("no-change", "b3");
    expect(breaker.state).toBe("half-open");
  });

  it("stays open once open", () => {
    const breaker = new CircuitBreaker();
    for (const where of ["1", "2", "3"]) breaker.record("no-change", where);
    breaker.record("progress", "4");
    expect(breaker.state).toBe("open");
  });
});

describe("CircuitBreaker.trip", () => {
  it("opens at once with the reason given, and keeps the first reason", () => {
    const breaker = new CircuitBreaker();
    breaker.trip("the model refused the credential");
    expect(breaker.isOpen).toBe(true);
    breaker.trip("a later reason");
    breaker.record("progress", "a2");
    expect(breaker.toResults()).toEqual({
      state: "open",
      reason: "the model refused the credential",
    });
  });
});
