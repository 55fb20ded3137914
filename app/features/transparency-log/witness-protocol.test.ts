import { describe, expect, it } from "vitest";

import { fromBase64 } from "./encoding";
import {
  formatAddCheckpointRequest,
  interpretAddCheckpointResponse,
  MalformedWitnessRequestError,
  parseAddCheckpointRequest,
  TLOG_SIZE_CONTENT_TYPE,
} from "./witness-protocol";

// c2sp.org/tlog-witness, the example add-checkpoint request body.
const SPEC_BODY = `old 20852014
PlRNCrwHpqhGrupue0L7gxbjbMiKA9temvuZZDDpkaw=
jrJZDmY8Y7SyJE0MWLpLozkIVMSMZcD5kvuKxPC3swk=
5+pKlUdi2LeF/BcMHBn+Ku6yhPGNCswZZD1X/6QgPd8=
/6WVhPs2CwSsb5rYBH5cjHV/wSmA79abXAwhXw3Kj/0=

example.com/behind-the-sofa
20852163
CsUYapGGPo4dkMgIAUqom/Xajj7h2fB2MPA3j2jxq2I=

— example.com/behind-the-sofa Az3grlgtzPICa5OS8npVmf1Myq/5IZniMp+ZJurmRDeOoRDe4URYN7u5/Zhcyv2q1gGzGku9nTo+zyWE+xeMcTOAYQ8=
— example.com/behind-the-sofa opLqBQsREYCgu6xQkYQwJr9fo45a62DN9EdmHXnZdXNqlcVGlCum2Wks+49/V6267UEjw6QUXTS5Rovnzv++qbSzm9Q=
`;

// c2sp.org/tlog-witness, the example response body.
const SPEC_RESPONSE = `— witness.example/w1 CMp+6LWBU0anHGH5aNDTJkH/gj79sG+T6+iP2ThYN5krrDJbR1HDnucjL39QsZTSvVjyQLrdk3DXDqI5G2HgLatVs0pWh6Up69HVOw==
— witness.example/w1 I7rEps0pvK2UqkS2gSpVUDhrhVtQV9lgF6pRrWAvjJHjyWpW7VcE3SiOlVlbQNt64vWhO+DlkL0+UfzuOBMh9ChdMkP1vi/lCAsmlw==
— witness.example/w2 AWui8Sk55XjYLOijihBjhqEH6nS1ndDymE0a+6idX7pLcnoB+dhnz0854aLZgrrKbYKA7nC3HNJhm/kWl7oJlqU3rXXvpysAdyP3wQ==
`;

describe("add-checkpoint requests", () => {
  it("parses the spec's example and writes it back byte for byte", () => {
    const request = parseAddCheckpointRequest(SPEC_BODY);
    expect(request.oldSize).toBe(20852014);
    expect(request.proof).toHaveLength(4);
    expect(request.proof[0]).toEqual(fromBase64("PlRNCrwHpqhGrupue0L7gxbjbMiKA9temvuZZDDpkaw="));
    expect(request.checkpoint.startsWith("example.com/behind-the-sofa\n20852163\n")).toBe(true);
    expect(formatAddCheckpointRequest(request)).toBe(SPEC_BODY);
  });

  it("writes an empty proof for an old size of 0", () => {
    const body = formatAddCheckpointRequest({
      oldSize: 0,
      proof: [],
      checkpoint: "c\n\n— k AAAAAAA=\n",
    });
    expect(body).toBe("old 0\n\nc\n\n— k AAAAAAA=\n");
    expect(parseAddCheckpointRequest(body)).toEqual({
      oldSize: 0,
      proof: [],
      checkpoint: "c\n\n— k AAAAAAA=\n",
    });
    expect(() =>
      formatAddCheckpointRequest({ oldSize: 0, proof: [new Uint8Array(32)], checkpoint: "" }),
    ).toThrow();
  });

  it.each([
    ["no old line", "\nexample\n"],
    ["a leading zero", "old 01\n\nc\n"],
    ["an old size in words", "old five\n\nc\n"],
    ["two spaces", "old  5\n\nc\n"],
    ["a short proof hash", "old 5\nAAAA\n\nc\n"],
    ["no blank line", "old 5\n"],
    [
      "64 proof lines",
      `old 5\n${"PlRNCrwHpqhGrupue0L7gxbjbMiKA9temvuZZDDpkaw=\n".repeat(64)}\nc\n`,
    ],
  ])("refuses a body with %s", (_, body) => {
    expect(() => parseAddCheckpointRequest(body)).toThrow(MalformedWitnessRequestError);
  });
});

describe("add-checkpoint responses", () => {
  it("reads the cosignature lines of the spec's example response", () => {
    const outcome = interpretAddCheckpointResponse(200, "text/plain", SPEC_RESPONSE);
    expect(outcome.outcome).toBe("cosigned");
    if (outcome.outcome === "cosigned") {
      expect(outcome.signatures.map((s) => s.name)).toEqual([
        "witness.example/w1",
        "witness.example/w1",
        "witness.example/w2",
      ]);
    }
  });

  it("reads the witness's size from a 409", () => {
    expect(interpretAddCheckpointResponse(409, TLOG_SIZE_CONTENT_TYPE, "20852014\n")).toEqual({
      outcome: "conflict",
      witnessSize: 20852014,
    });
    expect(interpretAddCheckpointResponse(409, "text/plain", "root mismatch")).toEqual({
      outcome: "conflict",
      witnessSize: null,
    });
  });

  it.each([
    [400, /malformed/],
    [403, /trusts no key/],
    [404, /does not know/],
    [422, /consistency proof/],
    [500, /HTTP 500/],
  ])("says why a witness answering %i refused", (status, reason) => {
    const outcome = interpretAddCheckpointResponse(status, "text/plain", "");
    expect(outcome.outcome).toBe("refused");
    if (outcome.outcome === "refused") expect(outcome.reason).toMatch(reason);
  });

  it("does not take a 200 without signature lines as a cosignature", () => {
    expect(interpretAddCheckpointResponse(200, "text/plain", "ok\n").outcome).toBe("refused");
  });
});
