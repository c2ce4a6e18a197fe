package reports

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// EChartsEnv names the environment variable that points at echarts.min.js.
const EChartsEnv = "KFR_ECHARTS_JS"

// echartsRel is where `npm ci` in a kfr checkout puts the file.
var echartsRel = filepath.Join("node_modules", "echarts", "dist", "echarts.min.js")

// Assets is the JavaScript a report page inlines: reports never ask the
// network for anything.
type Assets struct {
	ECharts []byte // echarts.min.js
	Path    string // where it was read from, for messages
}

// LoadAssets finds and reads echarts.min.js: the file $KFR_ECHARTS_JS
// names, else node_modules/echarts/dist/echarts.min.js in the working
// directory or one above it, else the same beside or above the running
// executable.
func LoadAssets() (Assets, error) {
	wd, _ := os.Getwd()
	exe, _ := os.Executable()
	if exe != "" {
		if real, err := filepath.EvalSymlinks(exe); err == nil {
			exe = real
		}
		exe = filepath.Dir(exe)
	}
	path, err := LocateECharts(os.Getenv(EChartsEnv), wd, exe)
	if err != nil {
		return Assets{}, err
	}
	js, err := os.ReadFile(path)
	if err != nil {
		return Assets{}, fmt.Errorf("reading ECharts: %w", err)
	}
	return Assets{ECharts: js, Path: path}, nil
}

// LocateECharts is LoadAssets' search, with its inputs explicit: env is
// the variable's value ("" when unset); the directories are searched
// upward in order ("" ones are skipped).
func LocateECharts(env string, dirs ...string) (string, error) {
	if env != "" {
		if isFile(env) {
			return env, nil
		}
		return "", fmt.Errorf("%s is %q, which is not a readable file: point it at echarts.min.js "+
			"(node_modules/echarts/dist/echarts.min.js after `npm ci` in the kfr checkout)", EChartsEnv, env)
	}
	var looked []string
	for _, dir := range dirs {
		if dir == "" {
			continue
		}
		for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
			if p := filepath.Join(d, echartsRel); isFile(p) {
				return p, nil
			}
			if filepath.Dir(d) == d {
				break
			}
		}
		looked = append(looked, dir)
	}
	return "", errors.New("the ECharts JavaScript that reports inline was not found (looked for " + echartsRel +
		" in and above " + strings.Join(looked, " and ") + "): run `npm ci` in the kfr checkout, " +
		"or set " + EChartsEnv + " to the path of echarts.min.js")
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}
