import type { ReactNode } from "react";

/** **bold** spans of a line as <strong> elements (never raw HTML). */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, index) =>
    part.startsWith("**") && part.endsWith("**") && part.length > 4 ? <strong key={index}>{part.slice(2, -2)}</strong> : part,
  );
}

type Block = { kind: "heading"; text: string } | { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

/** Splits an answer into blocks: a line ending with ":" is a heading, "* " starts a list item, others are text. */
export function answerBlocks(answer: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of answer.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith("* ")) {
      const last = blocks.at(-1);
      if (last?.kind === "list") last.items.push(line.slice(2));
      else blocks.push({ kind: "list", items: [line.slice(2)] });
    } else if (line.endsWith(":")) blocks.push({ kind: "heading", text: line });
    else blocks.push({ kind: "paragraph", text: line });
  }
  return blocks;
}

/** Renders the assistant's answer with React elements only. */
export function FormattedAnswer({ answer }: { answer: string }) {
  return (
    <div className="space-y-2 text-stone-800">
      {answerBlocks(answer).map((block, index) => {
        if (block.kind === "heading") return <h3 key={index} className="pt-2 text-lg font-bold text-leaf-800">{inline(block.text)}</h3>;
        if (block.kind === "paragraph") return <p key={index}>{inline(block.text)}</p>;
        return (
          <ul key={index} className="list-disc space-y-1 pl-6">
            {block.items.map((item, i) => (
              <li key={i}>{inline(item)}</li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
