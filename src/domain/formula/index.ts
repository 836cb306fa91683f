export * from "./formulaTree";
export * from "./tokenizeFormula";
export * from "./parseFormula";
export * from "./evaluateFormula";
export * from "./formulaToText";
