// helm-render: an offline renderer for Kizuna's Helm chart, for the test suite on machines
// without a helm binary. It renders templates/ the way `helm template` does for what the chart
// uses: Go text/template with sprig's functions and helm's include, tpl, required, toYaml,
// fromYaml, toJson, lookup (always empty: there is no cluster), .Values (values.yaml deep-merged
// with each --values file in order; null removes a key), .Release, .Chart, .Capabilities and
// .Files.Get. It is not helm: subcharts, hooks and schema files are not handled. The kind
// script (deploy/kind/run.sh) runs the real helm.
//
// usage: helm-render CHART_DIR [--values FILE]... [--release NAME] [--namespace NS]
// Prints the manifests as helm does: "---\n# Source: <chart>/templates/<file>\n<yaml>".
package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"text/template"

	"github.com/Masterminds/sprig"
	"gopkg.in/yaml.v3"
)

func main() {
	if len(os.Args) < 2 {
		fail("usage: helm-render CHART_DIR [--values FILE]... [--release NAME] [--namespace NS]")
	}
	chartDir := os.Args[1]
	valueFiles := []string{}
	release, namespace := "kizuna", "default"
	for i := 2; i < len(os.Args); i++ {
		switch os.Args[i] {
		case "--values", "-f":
			i++
			valueFiles = append(valueFiles, os.Args[i])
		case "--release":
			i++
			release = os.Args[i]
		case "--namespace":
			i++
			namespace = os.Args[i]
		default:
			fail("unknown argument " + os.Args[i])
		}
	}

	chart := readYaml(filepath.Join(chartDir, "Chart.yaml"))
	values := readYaml(filepath.Join(chartDir, "values.yaml"))
	for _, f := range valueFiles {
		values = merge(values, readYaml(f))
	}

	top := map[string]interface{}{
		"Values": values,
		"Release": map[string]interface{}{
			"Name": release, "Namespace": namespace, "Service": "Helm",
			"IsInstall": true, "IsUpgrade": false, "Revision": 1,
		},
		"Chart": map[string]interface{}{
			"Name": chart["name"], "Version": chart["version"], "AppVersion": chart["appVersion"],
		},
		"Capabilities": map[string]interface{}{
			"KubeVersion": map[string]interface{}{"Version": "v1.31.0", "Major": "1", "Minor": "31", "GitVersion": "v1.31.0"},
			"APIVersions": apiVersions{},
		},
		"Files": files{dir: chartDir},
	}

	tmpl := template.New("chart").Option("missingkey=zero")
	funcs := sprig.TxtFuncMap()
	funcs["include"] = func(name string, data interface{}) (string, error) {
		var buf bytes.Buffer
		err := tmpl.ExecuteTemplate(&buf, name, data)
		return buf.String(), err
	}
	funcs["tpl"] = func(text string, data interface{}) (string, error) {
		t, err := tmpl.Clone()
		if err != nil {
			return "", err
		}
		t, err = t.New("tpl").Parse(text)
		if err != nil {
			return "", err
		}
		var buf bytes.Buffer
		err = t.Execute(&buf, data)
		return strings.ReplaceAll(buf.String(), "<no value>", ""), err
	}
	funcs["required"] = func(msg string, v interface{}) (interface{}, error) {
		if v == nil {
			return nil, fmt.Errorf("%s", msg)
		}
		if s, ok := v.(string); ok && s == "" {
			return nil, fmt.Errorf("%s", msg)
		}
		return v, nil
	}
	funcs["toYaml"] = func(v interface{}) string {
		var buf bytes.Buffer
		enc := yaml.NewEncoder(&buf)
		enc.SetIndent(2)
		if err := enc.Encode(v); err != nil {
			return ""
		}
		return strings.TrimSuffix(buf.String(), "\n")
	}
	funcs["fromYaml"] = func(s string) map[string]interface{} {
		m := map[string]interface{}{}
		_ = yaml.Unmarshal([]byte(s), &m)
		return m
	}
	funcs["lookup"] = func(string, string, string, string) map[string]interface{} { return map[string]interface{}{} }
	tmpl.Funcs(funcs)

	templatesDir := filepath.Join(chartDir, "templates")
	names := []string{}
	err := filepath.Walk(templatesDir, func(path string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		if ext := filepath.Ext(path); ext != ".yaml" && ext != ".yml" && ext != ".tpl" && ext != ".txt" {
			return nil
		}
		rel, _ := filepath.Rel(chartDir, path)
		name := fmt.Sprintf("%v/%s", chart["name"], filepath.ToSlash(rel))
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if _, err := tmpl.New(name).Parse(string(src)); err != nil {
			return err
		}
		names = append(names, name)
		return nil
	})
	if err != nil {
		fail(err.Error())
	}
	sort.Strings(names)

	var out bytes.Buffer
	for _, name := range names {
		base := filepath.Base(name)
		if strings.HasPrefix(base, "_") || strings.HasSuffix(base, ".txt") {
			continue
		}
		data := copyTop(top, name)
		var buf bytes.Buffer
		if err := tmpl.ExecuteTemplate(&buf, name, data); err != nil {
			fail(fmt.Sprintf("rendering %s: %v", name, err))
		}
		text := strings.ReplaceAll(buf.String(), "<no value>", "")
		if strings.TrimSpace(text) == "" {
			continue
		}
		fmt.Fprintf(&out, "---\n# Source: %s\n%s\n", name, strings.TrimSpace(text))
	}
	os.Stdout.Write(out.Bytes())
}

type apiVersions struct{}

// Has: the APIs a current cluster serves; KEDA's is assumed present when asked for, as the chart
// renders the ScaledObject only when values say KEDA is installed.
func (apiVersions) Has(string) bool { return true }

type files struct{ dir string }

func (f files) Get(name string) string {
	b, err := os.ReadFile(filepath.Join(f.dir, name))
	if err != nil {
		return ""
	}
	return string(b)
}

func copyTop(top map[string]interface{}, name string) map[string]interface{} {
	c := map[string]interface{}{}
	for k, v := range top {
		c[k] = v
	}
	c["Template"] = map[string]interface{}{"Name": name, "BasePath": filepath.Dir(name)}
	return c
}

func readYaml(path string) map[string]interface{} {
	b, err := os.ReadFile(path)
	if err != nil {
		fail(err.Error())
	}
	m := map[string]interface{}{}
	if err := yaml.Unmarshal(b, &m); err != nil {
		fail(fmt.Sprintf("%s: %v", path, err))
	}
	return m
}

// merge: helm's coalescing of values files: maps merge key by key, anything else replaces,
// and null removes the key.
func merge(base, over map[string]interface{}) map[string]interface{} {
	out := map[string]interface{}{}
	for k, v := range base {
		out[k] = v
	}
	for k, v := range over {
		if v == nil {
			delete(out, k)
			continue
		}
		bm, bok := out[k].(map[string]interface{})
		om, ook := v.(map[string]interface{})
		if bok && ook {
			out[k] = merge(bm, om)
		} else {
			out[k] = v
		}
	}
	return out
}

func fail(msg string) {
	fmt.Fprintln(os.Stderr, "helm-render: "+msg)
	os.Exit(1)
}
