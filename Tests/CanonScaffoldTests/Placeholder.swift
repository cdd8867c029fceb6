enum T {}
