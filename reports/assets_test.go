package reports

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// checkout makes a fake kfr checkout with node_modules/echarts installed
// and returns its root and the file.
func checkout(t *testing.T) (string, string) {
	t.Helper()
	root := t.TempDir()
	js := filepath.Join(root, echartsRel)
	if err := os.MkdirAll(filepath.Dir(js), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(js, []byte("var echarts;"), 0o644); err != nil {
		t.Fatal(err)
	}
	return root, js
}

func TestLocateECharts(t *testing.T) {
	root, js := checkout(t)
	deep := filepath.Join(root, "cmd", "kfr", "x")
	if err := os.MkdirAll(deep, 0o755); err != nil {
		t.Fatal(err)
	}
	elsewhere := t.TempDir()
	tests := []struct {
		name string
		env  string
		dirs []string
		want string
		err  string
	}{
		{"env wins", js, []string{elsewhere}, js, ""},
		{"env names a missing file", filepath.Join(elsewhere, "nope.js"), []string{root}, "", "KFR_ECHARTS_JS"},
		{"the directory itself", "", []string{root}, js, ""},
		{"upward from a subdirectory", "", []string{deep}, js, ""},
		{"second directory (the executable's)", "", []string{elsewhere, deep}, js, ""},
		{"empty directories are skipped", "", []string{"", deep}, js, ""},
		{"not found", "", []string{elsewhere}, "", "npm ci"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := LocateECharts(tc.env, tc.dirs...)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Errorf("got %q, %v; want an error mentioning %q", got, err, tc.err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Errorf("got %q, %v; want %q", got, err, tc.want)
			}
		})
	}
}

func TestLoadAssetsFromEnv(t *testing.T) {
	_, js := checkout(t)
	t.Setenv(EChartsEnv, js)
	a, err := LoadAssets()
	if err != nil || string(a.ECharts) != "var echarts;" || a.Path != js {
		t.Errorf("got %q from %q, %v", a.ECharts, a.Path, err)
	}
}

func TestInlineJS(t *testing.T) {
	tests := []struct{ in, want string }{
		{`a = "</script>"`, `a = "<\/script>"`},
		{`a = "</SCRIPT >"`, `a = "<\/SCRIPT >"`},
		{`/<!--/.test(x)`, `/<\!--/.test(x)`},
		{`if (a < b / c) {}`, `if (a < b / c) {}`},
	}
	for _, tc := range tests {
		if got := string(inlineJS([]byte(tc.in))); got != tc.want {
			t.Errorf("inlineJS(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
