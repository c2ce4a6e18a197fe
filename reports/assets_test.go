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
	return root, installECharts(t, filepath.Join(root, "node_modules"))
}

// installECharts puts a stand-in echarts.min.js in a node_modules folder,
// as npm would, and returns its path.
func installECharts(t *testing.T, nodeModules string) string {
	t.Helper()
	js := filepath.Join(nodeModules, echartsRel)
	if err := os.MkdirAll(filepath.Dir(js), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(js, []byte("var echarts;"), 0o644); err != nil {
		t.Fatal(err)
	}
	return js
}

func TestLocateECharts(t *testing.T) {
	root, js := checkout(t)
	deep := filepath.Join(root, "cmd", "kfr", "x")
	if err := os.MkdirAll(deep, 0o755); err != nil {
		t.Fatal(err)
	}
	elsewhere := t.TempDir()
	global := filepath.Join(t.TempDir(), "lib", "node_modules")
	globalJS := installECharts(t, global)
	roots := func(dirs ...string) func() []string { return func() []string { return dirs } }
	tests := []struct {
		name   string
		env    string
		dirs   []string
		global func() []string
		want   string
		err    string
	}{
		{"env wins", js, []string{elsewhere}, roots(global), js, ""},
		{"env names a missing file", filepath.Join(elsewhere, "nope.js"), []string{root}, nil, "", "KFR_ECHARTS_JS"},
		{"the directory itself", "", []string{root}, roots(global), js, ""},
		{"upward from a subdirectory", "", []string{deep}, nil, js, ""},
		{"second directory (the executable's)", "", []string{elsewhere, deep}, nil, js, ""},
		{"empty directories are skipped", "", []string{"", deep}, nil, js, ""},
		{"a checkout before the global root", "", []string{deep}, roots(global), js, ""},
		{"the global npm root (kfr installed with go install)", "", []string{elsewhere}, roots(t.TempDir(), global), globalJS, ""},
		{"not found says how to get it", "", []string{elsewhere}, roots(t.TempDir()), "", "npm install -g echarts"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := LocateECharts(tc.env, tc.dirs, tc.global)
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
