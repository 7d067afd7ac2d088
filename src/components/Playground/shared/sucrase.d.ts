// sucrase publishes types for its internals only under dist/types; the worker imports the ESM build's JSX transformer.
declare module 'sucrase/dist/esm/transformers/JSXTransformer' {
  export {default} from 'sucrase/dist/types/transformers/JSXTransformer';
}
