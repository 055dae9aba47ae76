// The content calls' schemas (spec document 2, §7) are added here.
export {};
