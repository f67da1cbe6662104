module example.com/gl301

go 1.22
