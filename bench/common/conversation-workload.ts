// The conversation-open bench's conversation: 2,000 alternating messages (583,755 characters of
// text), a code block in every tenth answer, sentinels in the first and last message — the same
// bytes as the peer comparison (checked by workloads.test.ts).
import { paragraph } from "./reply-workload.ts";

export interface WorkloadMessage {
  role: "user" | "assistant";
  text: string;
}

export function makeConversation(): WorkloadMessage[] {
  const messages: WorkloadMessage[] = [];
  for (let i = 0; i < 2000; i++) {
    if (i % 2 === 0) {
      messages.push({
        role: "user",
        text: `${i === 0 ? "FIRSTMESSAGESENTINEL " : ""}Question ${i}: how would you approach problem number ${i} in a long conversation benchmark?`,
      });
      continue;
    }
    let text = `Answer ${i}. ${paragraph(i, 45)}\n\n- point one with \`code_${i}\`\n- point two with **bold ${i}**\n- point three: ${paragraph(i + 1, 8)}\n\n`;
    if (i % 20 === 1) {
      const lines = Array.from({ length: 6 }, (_, j) => `value_${j} = compute(${i}, ${j})  # step ${j}`);
      text += `\`\`\`python\n${lines.join("\n")}\n\`\`\`\n\n`;
    }
    text += `Closing sentence for answer ${i}.${i === 1999 ? " LASTMESSAGESENTINEL" : ""}`;
    messages.push({ role: "assistant", text });
  }
  return messages;
}
