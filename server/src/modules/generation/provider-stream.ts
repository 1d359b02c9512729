// A reply from a real provider through the Vercel AI SDK's streamText, as provider-neutral parts.
// Errors (before or during the stream) are thrown; an abort ends the parts without an error. With
// traces on, the call is a client span (the tool calls the model makes run below it).
import { SpanKind } from "@opentelemetry/api";
import type { Span } from "@opentelemetry/api";
import { isStepCount, streamText } from "ai";
import type { LanguageModel, ModelMessage, TextStreamPart, Tool, ToolSet } from "ai";
import type { UserModelParameters } from "@parley/shared-contracts/api/messages";
import type { ProviderKind } from "@parley/shared-contracts/api/models";
import { callOptions, toolChoiceFor } from "./call-options.ts";
import type { Aggressiveness } from "./call-options.ts";
import type { GenerationPart } from "./parts.ts";
import { providerSpanAttributes } from "./provider-span.ts";
import { streamInSpan } from "../../lib/tracing/spans.ts";

export interface ProviderCall {
  model: LanguageModel;
  messages: ModelMessage[];
  parameters: UserModelParameters;
  signal: AbortSignal;
  /** The provider kind, for the options only it understands (default: OpenAI-compatible). */
  kind?: ProviderKind | undefined;
  /** Behaviour setting function_call_aggressiveness (default 1, Smart). */
  aggressiveness?: Aggressiveness | undefined;
  /** The system prompt of the tool the latest message ran. */
  instructions?: string | undefined;
  /** A provider silent this long (before the first or between chunks) fails the reply. */
  chunkTimeoutMs: number;
  /** MCP tools the model may call (absent: none), and the most model steps of one reply. */
  tools?: { set: Record<string, Tool>; maxSteps: number } | undefined;
}

/** Thrown when the provider went silent for longer than the chunk timeout. */
export class ProviderTimeoutError extends Error {
  override name = "ProviderTimeoutError";
}

export function streamProviderReply(call: ProviderCall): AsyncGenerator<GenerationPart> {
  const { name, attributes } = providerSpanAttributes(call.model, call.kind ?? "openai_compatible");
  return streamInSpan(name, { kind: SpanKind.CLIENT, attributes }, (span) => providerParts(call, span));
}

/** Starts the call at once (inside the span's context) and returns its parts. */
function providerParts(call: ProviderCall, span: Span): AsyncIterable<GenerationPart> {
  const p = call.parameters;
  const result = streamText({
    model: call.model,
    messages: call.messages,
    abortSignal: call.signal,
    timeout: { firstChunkMs: call.chunkTimeoutMs, chunkMs: call.chunkTimeoutMs },
    // Errors arrive as parts of fullStream; the default handler would also print them.
    onError: () => {},
    // The member's parameters and behaviour as the SDK's and the provider's options (call-options.ts).
    ...callOptions(call.kind ?? "openai_compatible", p, call.aggressiveness, call.instructions),
    ...(call.tools === undefined
      ? {}
      : {
          tools: call.tools.set,
          // One call at a time: one dialog at a time, and results in the order of the calls.
          toolCallConcurrency: 1,
          stopWhen: isStepCount(call.tools.maxSteps),
          // 2 Always: the first step must call a tool; later steps choose (or the loop never ends).
          prepareStep: ({ stepNumber }: { stepNumber: number }) => ({
            toolChoice: stepNumber === 0 ? toolChoiceFor(call.aggressiveness ?? 1) : ("auto" as const),
          }),
        }),
  });
  return neutralParts(result.fullStream, call.signal, span);
}

async function* neutralParts(
  stream: AsyncIterable<TextStreamPart<ToolSet>>,
  signal: AbortSignal,
  span: Span,
): AsyncGenerator<GenerationPart> {
  for await (const part of stream) {
    switch (part.type) {
      case "text-delta":
        yield { type: "text", text: part.text };
        break;
      case "reasoning-delta":
        yield { type: "reasoning", text: part.text };
        break;
      case "error":
        throw part.error;
      case "abort":
        // Our own stop, or the SDK's timeout (then our signal is not aborted).
        if (!signal.aborted) throw new ProviderTimeoutError("The model provider stopped responding");
        return;
      case "tool-call":
        yield { type: "tool-call", id: part.toolCallId, name: part.toolName, input: part.input };
        break;
      case "tool-result":
        yield { type: "tool-result", id: part.toolCallId, output: part.output };
        break;
      case "tool-error":
        yield { type: "tool-error", id: part.toolCallId, error: part.error };
        break;
      case "finish":
        span.setAttributes({
          "gen_ai.usage.input_tokens": part.totalUsage.inputTokens,
          "gen_ai.usage.output_tokens": part.totalUsage.outputTokens,
        });
        yield {
          type: "usage",
          inputTokens: part.totalUsage.inputTokens,
          outputTokens: part.totalUsage.outputTokens,
        };
        break;
      default:
        break;
    }
  }
}
