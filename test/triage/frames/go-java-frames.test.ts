import { describe, expect, it } from "vitest";
import { frameCulprit } from "../../../src/triage/culprit.js";
import { goFrames } from "../../../src/triage/frames/go-frames.js";
import { javaFrames } from "../../../src/triage/frames/java-frames.js";
import { goFunctionsOf } from "../../../src/triage/spectrum/go-coverage.js";
import { failedTest } from "../failed-test.js";

// The layout of a panic inside `go test` (go 1.22); no Go toolchain is installed here to record one.
const GO_PANIC = `--- FAIL: TestTotal (0.00s)
panic: runtime error: index out of range [3] with length 3 [recovered]
	panic: runtime error: index out of range [3] with length 3

goroutine 7 [running]:
testing.tRunner.func1.2({0x5169a0, 0xc000016150})
	/usr/local/go/src/testing/testing.go:1631 +0x24a
panic({0x5169a0?, 0xc000016150?})
	/usr/local/go/src/runtime/panic.go:785 +0x132
example.com/shop/cart.(*Cart).Total(...)
	/home/ci/shop/cart/cart.go:21
example.com/shop/cart.TestTotal(0xc0000a4680?)
	/home/ci/shop/cart/cart_test.go:9 +0x1d
testing.tRunner(0xc0000a4680, 0x53f0b8)
	/usr/local/go/src/testing/testing.go:1690 +0xf4`;

const GO_ERRORF = `--- FAIL: TestTotal (0.00s)
    cart_test.go:14: Total() = 3, want 4`;

// The layout surefire writes for JUnit 5 (a cause chain with "... n more").
const JAVA = `java.lang.IllegalStateException: checkout failed
	at com.acme.shop.Checkout.run(Checkout.java:30)
	at com.acme.shop.CheckoutTest.pays(CheckoutTest.java:18)
Caused by: java.lang.NullPointerException: Cannot invoke "Price.amount()" because "p" is null
	at com.acme.shop.Cart.total(Cart.java:42)
	at com.acme.shop.Checkout.run(Checkout.java:28)
	... 1 more`;

describe("goFrames", () => {
  it("reads a goroutine dump, outermost first", () => {
    expect(
      goFrames(GO_PANIC).map((frame) => `${frame.file}:${frame.line}:${frame.function}`),
    ).toEqual([
      "/usr/local/go/src/testing/testing.go:1690:testing.tRunner",
      "/home/ci/shop/cart/cart_test.go:9:cart.TestTotal",
      "/home/ci/shop/cart/cart.go:21:cart.(*Cart).Total",
      "/usr/local/go/src/runtime/panic.go:785:panic",
      "/usr/local/go/src/testing/testing.go:1631:testing.tRunner.func1.2",
    ]);
  });

  it("names a major version's package after the element before its suffix, as coverage does", () => {
    const dump = GO_PANIC.replaceAll("example.com/shop/cart.", "github.com/acme/cart/v3.");
    expect(goFrames(dump).map((frame) => frame.function)).toContain("cart.(*Cart).Total");
    const source = "package cart\n\nfunc (c *Cart) Total() int {\n\treturn 0\n}\n";
    expect(goFunctionsOf(source, "github.com/acme/cart/v3/cart.go")[0]?.name).toBe(
      "cart.(*Cart).Total",
    );
  });

  it("reads the file:line of a t.Errorf line", () => {
    expect(goFrames(GO_ERRORF)).toEqual([{ file: "cart_test.go", line: 14, function: "<test>" }]);
  });
});

describe("go culprits", () => {
  // go 1.19's dump of a panic in a closure passed to a generic function, and in a generic method.
  const CLOSURE = `panic: runtime error: index out of range [3] with length 3 [recovered]
goroutine 6 [running]:
testing.tRunner.func1.2({0x518cc0, 0xc0000180a8})
	/usr/lib/go-1.19/src/testing/testing.go:1396 +0x24e
panic({0x518cc0, 0xc0000180a8})
	/usr/lib/go-1.19/src/runtime/panic.go:884 +0x212
example.com/shop/cart.Totals.func1({0xc000018090?, 0xc000016198?, 0x40cdbf?})
	/tmp/gp/cart/cart.go:17 +0x45
example.com/shop/cart.Map[...]({0xc00004bf48?, 0x1, 0x504100}, 0x52f5c0?)
	/tmp/gp/cart/cart.go:10 +0xc3
example.com/shop/cart.Totals({0xc00003c748?, 0x4b7df4?, 0x0?})
	/tmp/gp/cart/cart.go:16 +0x35
example.com/shop/cart.TestTotals(0x0?)
	/tmp/gp/cart/cart_test.go:5 +0x6f
testing.tRunner(0xc000007860, 0x52f5b8)
	/usr/lib/go-1.19/src/testing/testing.go:1446 +0x10b`;
  const GENERIC = `panic: runtime error: index out of range [2] with length 0 [recovered]
goroutine 7 [running]:
example.com/shop/cart.(*List[...]).At(0x4b7df4?, 0x0?)
	/tmp/gp/cart/cart.go:5 +0x33
example.com/shop/cart.TestAt(0x0?)
	/tmp/gp/cart/cart_test.go:7 +0x2a`;

  it("reads generic frames, and names a closure's panic after the function it is written in", () => {
    expect(goFrames(CLOSURE).map((frame) => frame.function)).toContain("cart.Map[...]");
    const inClosure = failedTest("a", CLOSURE.split("\n"));
    // The name go coverage gives the blocks of that closure, so a frame and coverage meet.
    expect(frameCulprit(inClosure, "/tmp/gp")).toMatchObject({
      key: "cart/cart.go:cart.Totals",
      file: "cart/cart.go",
    });
    const inMethod = failedTest("b", GENERIC.split("\n"));
    expect(frameCulprit(inMethod, "/tmp/gp")?.function).toBe("cart.(*List).At");
  });
});

describe("javaFrames", () => {
  it("reads the last cause's frames, with files rebuilt from the package", () => {
    expect(javaFrames(JAVA)).toEqual([
      { file: "com/acme/shop/Checkout.java", line: 28, function: "Checkout.run" },
      { file: "com/acme/shop/Cart.java", line: 42, function: "Cart.total" },
    ]);
  });
});
