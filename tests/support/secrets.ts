/** A session secret with the entropy production asks for (the same on every run, so failures repeat). */
export const STRONG_SECRET = "q7Vd0Lr2mX9sKc4TzW1eHn8pYb6JgA3uFi5oRtEy";
