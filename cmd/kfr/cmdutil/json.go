package cmdutil

import (
	"encoding/json"
	"io"
)

// WriteJSON writes v as indented JSON and a newline. Commands give --json
// output through the view types below so field names stay stable.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
