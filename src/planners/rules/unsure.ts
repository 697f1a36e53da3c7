// The rule planner's honest "I cannot tell": thrown wherever the evidence does not settle a step, and
// turned into an unsure step (with its reason) by the planner, never into a guess.
export class Unsure extends Error {}
