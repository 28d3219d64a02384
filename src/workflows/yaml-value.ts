import { stringify } from "yaml";

/** A value as one line of YAML: quoted only when it would otherwise read as something else. */
export function yamlValue(value: string): string {
  const text = stringify(value, { lineWidth: 0 }).trimEnd();
  // A block scalar would need the surrounding indentation; a JSON string is valid YAML anywhere.
  return text.includes("\n") ? JSON.stringify(value) : text;
}
