package reports

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// inlineJS makes trusted JavaScript safe to place inside <script>…</script>:
// "</script" becomes "<\/script" and "<!--" becomes "<\!--", which mean the
// same inside JavaScript strings and regular expressions.
func inlineJS(js []byte) string {
	var b strings.Builder
	b.Grow(len(js))
	s := string(js)
	for {
		i := scriptEnd(s)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i+1])
		b.WriteByte('\\')
		s = s[i+1:]
	}
}

// scriptEnd is the index of the first "</script" (any case) or "<!--" in
// s, -1 when there is none.
func scriptEnd(s string) int {
	for i := strings.IndexByte(s, '<'); i >= 0; {
		rest := s[i:]
		if strings.HasPrefix(rest, "<!--") || len(rest) >= 8 && strings.EqualFold(rest[:8], "</script") {
			return i
		}
		j := strings.IndexByte(s[i+1:], '<')
		if j < 0 {
			return -1
		}
		i += 1 + j
	}
	return -1
}

// render writes page p. Its chart options go into the start-up script as
// JSON, whose encoder escapes <, > and & for <script>.
func render(w io.Writer, p page, a Assets) error {
	raw, err := json.Marshal(p.Charts)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, writePage(p, a, string(raw)))
	return err
}

type metrics struct {
	Heads []string
	Rows  []metricRow
}

type metricRow struct {
	Name   string
	Values []string
}

func (m *metrics) add(name string, values ...any) {
	row := metricRow{Name: name}
	for _, v := range values {
		row.Values = append(row.Values, fmt.Sprint(v))
	}
	m.Rows = append(m.Rows, row)
}

// indexNav is the link back to a site's index, first in every page's
// navigation.
func indexNav(l *Links) []Link {
	if href := l.index(); href != "" {
		return []Link{{Href: href, Text: "← All decks and players"}}
	}
	return nil
}
