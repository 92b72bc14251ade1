/**
 * The wellness assistant with a language model, grounded in our protocol data (worker/domains/wellness/chat-grounding.ts,
 * chat.ts), against stubbed models: an OpenAI-compatible endpoint (a stubbed `fetch`) and a fake Workers AI binding.
 * - The model gets the server's instruction and only the protocols matched to the question, nothing from outside.
 * - Its answer is shown (with its source) only when it makes no health claim, names no product of the shop and
 *   links nowhere; otherwise the embedded composer answers, `source: "composer"`, and the log says why.
 * - The composer, the protocols page and the assistant's page never name or link to a product.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { answerWellnessQuestion, SYSTEM_INSTRUCTION } from "../../worker/domains/wellness/chat";
import { answerProblem, groundedMessages, namedProducts } from "../../worker/domains/wellness/chat-grounding";
import { composeAnswer, protocolSource } from "../../worker/domains/wellness/protocol-composer";
import { allConditions } from "../../worker/domains/wellness/protocols";
import { call, env, testDb } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, type Account } from "../helpers/factories";

const OPENAI = { CHAT_PROVIDER: "openai", CHAT_API_URL: "https://llm.example/v1", CHAT_MODEL: "m", CHAT_API_KEY: "k" };

/** A question whose matched protocol names foxtail millet, so a product of that name is the source's own food. */
const FOXTAIL = "Foxtail millet (Korralu)";
const condition = allConditions().find((disease) => protocolSource(`What is the protocol for ${disease.name}?`).includes(FOXTAIL))!;
const QUESTION = `What is the protocol for ${condition.name}?`;
const SOURCE = protocolSource(QUESTION);
/** An answer a careful model writes: the source's own lines. */
const CLEAN_ANSWER = SOURCE.split("\n").slice(0, 4).join("\n");

let admin: Account;

beforeAll(async () => {
  admin = await createAdmin();
  const categoryId = (await addCategory(admin))._id;
  await addProduct(admin, categoryId, { name: "Kumkumadi Night Serum" });
  await addProduct(admin, categoryId, { name: FOXTAIL.replace("millet", "Millet") });
  const retired = await addProduct(admin, categoryId, { name: "Saffron Day Cream" });
  await call(`/api/admin/product/delete/${retired._id}`, { method: "DELETE", token: admin.token });
});

afterEach(() => vi.restoreAllMocks());

function serviceContext(overrides: Record<string, unknown>) {
  return {
    db: testDb(),
    env: { ...env, CHAT_RATE_LIMITER: undefined, ...overrides } as never,
    ip: "203.0.113.10",
    origin: "https://shop.test",
    requestOrigin: "https://shop.test",
    waitUntil: () => {},
    lang: "en" as const,
  };
}

/** Stubs the OpenAI-compatible endpoint with one answer; returns the spy that holds the requests. */
function openAiAnswers(content: string) {
  return vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify({ choices: [{ message: { content } }] }), { status: 200 }));
}

/** The messages of the one request sent to the stubbed endpoint. */
function sentMessages(fetchSpy: ReturnType<typeof openAiAnswers>): { role: string; content: string }[] {
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  const [, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
  return JSON.parse(String(init.body)).messages;
}

/** A fake Workers AI binding that answers `response` and keeps what it was asked. */
function fakeAi(response: string) {
  const run = vi.fn(async (_model: string, _input: { messages: { role: string; content: string }[] }) => ({ response }));
  return { binding: { run }, run };
}

/** The log lines of the assistant's refusals (JSON, one per console.warn call). */
function captureWarnings() {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  return () => warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

const askOpenAi = (question = QUESTION) => answerWellnessQuestion(serviceContext(OPENAI), { prompt: question });

describe("the prompt a model is sent", () => {
  it("holds the fixed instruction, the matched protocol text and the question, and nothing else", async () => {
    const fetchSpy = openAiAnswers(CLEAN_ANSWER);
    await askOpenAi();
    const messages = sentMessages(fetchSpy);
    expect(messages.map((message) => message.role)).toEqual(["system", "user"]);
    expect(messages[0].content).toBe(SYSTEM_INSTRUCTION);
    const user = messages[1].content;
    expect(user).toContain(SOURCE);
    expect(user).toContain(QUESTION);
    // Take out the source and the question: only the two fixed headings are left.
    expect(user.replace(SOURCE, "").replace(QUESTION, "")).toBe("Source material (our protocol notes):\n\n\nQuestion: ");
    expect(messages).toEqual(groundedMessages(QUESTION, SOURCE));
  });

  it("the source is the matched condition's protocol only: its items, no other condition, no product of the shop", async () => {
    const fetchSpy = openAiAnswers(CLEAN_ANSWER);
    await askOpenAi();
    const user = sentMessages(fetchSpy)[1].content;
    const items = condition.categories.flatMap((category) => category.items.flatMap((item) => ("name" in item ? [item.name] : [])));
    for (const item of items) expect(user).toContain(item);
    const unrelated = allConditions().filter((other) => other.id !== condition.id && !user.includes(other.name));
    expect(unrelated.length).toBeGreaterThan(20);
    expect(user).not.toMatch(/Kumkumadi|Saffron|₹|http/);
  });

  it("the instruction tells the model to answer from the source only, claim no cure and name no product", () => {
    expect(SYSTEM_INSTRUCTION).toMatch(/Answer only from the source material/);
    expect(SYSTEM_INSTRUCTION).toMatch(/never say that a food cures, treats, heals, reverses or prevents a disease/);
    expect(SYSTEM_INSTRUCTION).toMatch(/Never name a brand, a shop or a product for sale, and never give links/);
  });

  it("a Workers AI model gets the same messages", async () => {
    const ai = fakeAi(CLEAN_ANSWER);
    const answer = await answerWellnessQuestion(serviceContext({ CHAT_PROVIDER: "workers-ai", CHAT_MODEL: "@cf/meta/llama", AI: ai.binding }), { prompt: QUESTION });
    expect(answer.source).toBe("workers-ai");
    expect(ai.run).toHaveBeenCalledTimes(1);
    expect(ai.run.mock.calls[0][0]).toBe("@cf/meta/llama");
    expect(ai.run.mock.calls[0][1]).toEqual({ messages: groundedMessages(QUESTION, SOURCE) });
  });

  it("no model is asked when no protocol matches the question: the composer says what it can help with", async () => {
    const fetchSpy = openAiAnswers("Paris is the capital of France.");
    const answer = await askOpenAi("what is the capital of france");
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(answer).toEqual({ response: composeAnswer("what is the capital of france"), source: "composer" });
    expect(answer.response).toMatch(/could not find a protocol/);
  });
});

describe("what is shown", () => {
  it("a clean answer, with its source and the safety note", async () => {
    openAiAnswers(`  ${CLEAN_ANSWER}\n`);
    const answer = await askOpenAi();
    expect(answer.source).toBe("openai-compatible");
    expect(answer.response.startsWith(CLEAN_ANSWER)).toBe(true);
    expect(answer.response).toMatch(/see a doctor straight away/);
  });

  it("a disclaimer is no claim: 'does not cure diabetes' is shown", async () => {
    openAiAnswers(`${CLEAN_ANSWER}\nThis routine does not cure diabetes or any other disease.`);
    expect((await askOpenAi()).source).toBe("openai-compatible");
  });

  it("an answer that repeats a food of the source, which the shop also sells, is shown", async () => {
    expect(CLEAN_ANSWER + SOURCE).toContain(FOXTAIL);
    openAiAnswers(`Millets:\n* **${FOXTAIL}** - take it as ambali.`);
    expect((await askOpenAi()).source).toBe("openai-compatible");
  });

  it.each([
    ["a health claim", "Turmeric cures diabetes, and so does this protocol.", "health claim", "cures diabetes"],
    ["a product of the shop", `${CLEAN_ANSWER}\nAlso apply KUMKUMADI night serum before bed.`, "product name", "Kumkumadi Night Serum"],
    ["a product in other words and order", "For the skin: a serum, Kumkumadi, at night.", "product name", "Kumkumadi Night Serum"],
    ["a link", `${CLEAN_ANSWER}\nSee https://shop.example/products/oil for more.`, "link", "https://"],
    ["a link to a product page", `${CLEAN_ANSWER}\nSee /products/sesame-oil.`, "link", "/products/"],
  ])("an answer with %s falls back to the composer, and the log says why", async (_label, content, reason, detail) => {
    openAiAnswers(content);
    const warnings = captureWarnings();
    const answer = await askOpenAi();
    expect(answer).toEqual({ response: composeAnswer(QUESTION), source: "composer" });
    expect(warnings()).toContainEqual(expect.objectContaining({ level: "warn", provider: "openai-compatible", reason, detail: expect.stringContaining(detail) }));
  });

  it("a product no longer on sale does not count", async () => {
    openAiAnswers(`${CLEAN_ANSWER}\nSaffron day cream is not part of this protocol.`);
    expect((await askOpenAi()).source).toBe("openai-compatible");
  });

  it("a Workers AI answer with a claim falls back to the composer too", async () => {
    const ai = fakeAi("Ragi ambali reverses fatty liver in a month.");
    const warnings = captureWarnings();
    const answer = await answerWellnessQuestion(serviceContext({ CHAT_PROVIDER: "workers-ai", CHAT_MODEL: "@cf/meta/llama", AI: ai.binding }), { prompt: QUESTION });
    expect(answer).toEqual({ response: composeAnswer(QUESTION), source: "composer" });
    expect(warnings()).toContainEqual(expect.objectContaining({ provider: "workers-ai", reason: "health claim", detail: "reverses fatty liver" }));
  });

  it("POST /api/chat answers the composer's text when the configured model makes a claim", async () => {
    openAiAnswers("This protocol cures psoriasis.");
    captureWarnings();
    const response = await call("/api/chat", { json: { prompt: QUESTION }, env: OPENAI as never });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ response: composeAnswer(QUESTION), source: "composer" });
  });
});

describe("the checks on their own", () => {
  it("namedProducts reads significant words, case-insensitively, within one sentence", () => {
    const names = ["Wood-Pressed Gingelly Oil (Nuvvula Nune)", "Ragi Murukulu", "Millet Mixture"];
    expect(namedProducts("Try wood pressed GINGELLY oil, nuvvula nune.", "", names)).toEqual(["Wood-Pressed Gingelly Oil (Nuvvula Nune)"]);
    expect(namedProducts("Ragi is good. Murukulu are a snack.", "", names)).toEqual([]);
    expect(namedProducts("A millet porridge.", "", names)).toEqual([]);
    expect(namedProducts("Ragi murukulu for tea.", "* Ragi murukulu - once a week", names)).toEqual([]);
  });

  it("answerProblem names the first problem, or null", () => {
    expect(answerProblem("Sesame oil heals ulcers.", "", [])).toEqual({ reason: "health claim", detail: "heals ulcers" });
    expect(answerProblem("Take Ragi Murukulu daily.", "", ["Ragi Murukulu"])).toEqual({ reason: "product name", detail: "Ragi Murukulu" });
    expect(answerProblem("Read www.example.com", "", [])).toEqual({ reason: "link", detail: "www." });
    expect(answerProblem("Drink the decoction warm.", "", ["Ragi Murukulu"])).toBeNull();
  });
});

describe("the composer and the pages never name or link to a product", () => {
  it("the composer's answers hold our protocol text only: no price, no link, no shopping words", () => {
    const answers = allConditions().map((disease) => composeAnswer(`What is the protocol for ${disease.name}?`));
    answers.push(composeAnswer("How do I make ambali and a leaf decoction?"), composeAnswer("what is the capital of france"));
    expect(answers.length).toBeGreaterThan(40);
    for (const answer of answers) {
      expect(answer).not.toMatch(/₹|\bRs\.?\s?\d|https?:\/\/|\/products\/|\/shop\b|\bbuy\b|\bour (shop|store|products?)\b/i);
    }
  });

  // The modules of /protocols, its condition data route, /aichat and the answer renderer: none of them links to a
  // product page or the shop (the header and footer are the shell's).
  const sources = import.meta.glob<string>(
    ["../../app/routes/protocols.tsx", "../../app/routes/protocol-condition.ts", "../../app/routes/aichat.tsx", "../../app/components/wellness/condition-modal.tsx", "../../app/components/wellness/formatted-answer.tsx"],
    { query: "?raw", import: "default", eager: true },
  );

  it("the protocols page, the assistant's page and the answer renderer have no link to products or the shop", () => {
    expect(Object.keys(sources)).toHaveLength(5);
    for (const [path, source] of Object.entries(sources)) {
      expect(source, path).not.toMatch(/\/products|["'`]\/shop|product-card|productUrl|productPath/);
    }
    // The answer renderer makes headings, paragraphs, lists and bold text: no anchor at all.
    expect(sources["../../app/components/wellness/formatted-answer.tsx"]).not.toMatch(/<a[\s>]|<Link/);
  });
});
