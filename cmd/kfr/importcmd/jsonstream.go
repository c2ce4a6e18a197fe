package importcmd

import (
	"bytes"
	"encoding/json"
	"io"

	"github.com/kfr-dev/kfr/tcoimport"
)

// jsonStream writes the --json document {"logs":[…],"totals":{…}} one log
// at a time, indented as cmdutil.WriteJSON indents, so that an import of
// thousands of logs keeps no report after writing it.
type jsonStream struct {
	w   io.Writer
	n   int // logs written
	err error
	buf bytes.Buffer // one report's JSON, reused from log to log
}

func (s *jsonStream) write(b []byte) {
	if s.err == nil {
		_, s.err = s.w.Write(b)
	}
}

// encode is v as indented JSON (HTML characters unescaped, as WriteJSON
// writes them), each line after the first prefixed, without the final
// newline, in b (emptied first; the result is b's bytes).
func encode(b *bytes.Buffer, v any, prefix string) ([]byte, error) {
	b.Reset()
	enc := json.NewEncoder(b)
	enc.SetIndent(prefix, "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

func (s *jsonStream) begin() { s.write([]byte("{\n  \"logs\": [")) }

func (s *jsonStream) log(rep tcoimport.Report) {
	b, err := encode(&s.buf, rep, "    ")
	if err != nil && s.err == nil {
		s.err = err
	}
	if s.n > 0 {
		s.write([]byte(","))
	}
	s.write([]byte("\n    "))
	s.write(b)
	s.n++
}

func (s *jsonStream) end(t totals) error {
	if s.n > 0 {
		s.write([]byte("\n  "))
	}
	s.write([]byte("],\n  \"totals\": "))
	b, err := encode(&s.buf, t, "  ")
	if err != nil && s.err == nil {
		s.err = err
	}
	s.write(b)
	s.write([]byte("\n}\n"))
	return s.err
}
