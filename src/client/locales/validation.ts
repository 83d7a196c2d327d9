import { PHONE_NUMBER_MESSAGE, REQUIRED_MESSAGE } from "@/shared/rules/messages";

/** Hindi for the shared schemas' messages, keyed by the English text the API sends. */
export const validationHi: Record<string, string> = {
  [REQUIRED_MESSAGE]: "कृपया सभी फ़ील्ड भरें।",
  [PHONE_NUMBER_MESSAGE]: "फ़ोन नंबर 10 अंकों का होना चाहिए!",
};
